// Every b2b-* tag and how to load its code. The standalone loader imports a
// tag's chunk only when the tag first appears; elements.ts imports them all.
// Keep this file free of React: it is part of the tiny loader.
export const widgetLoaders: Record<string, () => Promise<unknown>> = {
};
