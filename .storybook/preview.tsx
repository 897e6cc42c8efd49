import type { LoaderFunction, Preview } from '@storybook/react-vite';
import { initialize, mswLoader } from 'msw-storybook-addon';
import { configure } from 'storybook/test';
import { resetPageStores } from '../src/stores/page';
import { AXE_RUN_ONLY } from '../src/testing/a11y';
import { pictureHandlers } from '../src/testing/handlers/pictures';
import { lazy, Suspense } from 'react';

// The docs page (addon-docs blocks) loads when a docs tab opens, not with
// every story: the story tests (addon-vitest) import this file once per
// stories file, and the blocks made each import 1.5 s slower (stories/ui:
// 85 s -> 67 s without them).
const UsageDocs = lazy(() => import('./UsageDocs').then((m) => ({ default: m.UsageDocsPage })));
const UsageDocsPage = () => (
  <Suspense fallback={null}>
    <UsageDocs />
  </Suspense>
);

// MSW answers the stories' API calls; unknown calls fail loudly instead of
// reaching a network that isn't there. Every story gets the product pictures
// the portal draws (a story's own handlers come first). Its service worker
// starts with the first story that sets `parameters.msw` (every widget story
// has its handlers there): the ui primitives call nothing, and starting it for
// each of their stories files made the story tests of stories/ui 67 s instead of 36.
let mswStarted = false;
const mswWhenAsked: LoaderFunction = async (context) => {
  if (!mswStarted && !context.parameters.msw) return {};
  if (!mswStarted) initialize({ onUnhandledRequest: 'error', quiet: true }, pictureHandlers());
  mswStarted = true;
  return mswLoader(context);
};

// findBy*/waitFor give up after 1 s by default: on a busy 2-core CI machine a
// widget's first reply (MSW, then a render) can take longer than that. The
// component tests' expect.element polls for longer too.
configure({ asyncUtilTimeout: 5000 });

// Each story is a page load: the page's stores start afresh, so a visitor's
// story (login, callback) leaves no signed-out session to the next one.
const freshPage: LoaderFunction = () => {
  resetPageStores();
  return {};
};

const preview: Preview = {
  loaders: [freshPage, mswWhenAsked],
  // In the story tests, each story is pictured once it has run (tests/visual/story-pictures.ts).
  // A story that cannot yet be pictured the same twice says so with `parameters.pictures = false`;
  // one whose focus lands where a reply's timing puts it, with `parameters.pictures = { focus: false }`.
  afterEach: async ({ id, canvasElement, parameters }) => {
    if (parameters.pictures !== false) await globalThis.b2bPictureStory?.({ id, canvasElement, focus: parameters.pictures?.focus });
  },
  parameters: {
    // axe violations fail the story's test (addon-vitest), not just warn in the panel.
    // WCAG 2.2 AA named with the rest: target-size and the like run only when asked for.
    a11y: { test: 'error', options: { runOnly: AXE_RUN_ONLY } },
    controls: { expanded: true },
    // Widget stories set `parameters.element = 'b2b-x'`: their docs page shows
    // the React and the tag usage side by side, from custom-elements.json.
    docs: { page: UsageDocsPage },
  },
  tags: ['autodocs'],
};
export default preview;
