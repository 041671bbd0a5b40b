// The parts of interlinking that parse markdown (react-markdown's parser, some 25 KB), in one module the
// workbench loads after its first paint, so the screen stays within the form budget (README.md#performance).
export { findAnchor, insertLink } from './anchors';
export { linkInSource, sourceText, unlinkInSource } from './source-text';
