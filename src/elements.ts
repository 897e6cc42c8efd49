/**
 * Side-effect entry: defines every b2b-* tag at once (npm users with a bundler).
 *   import 'b2b-widgets/elements';
 * Legacy pages use the standalone loader instead, which loads tags lazily.
 */
export {};
