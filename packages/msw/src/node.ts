// @treasure-center/msw/node: the handlers that need Node, apart from the main entry so that a
// browser bundle of `handlers` meets none of Node's modules. A bundle for the browser gets
// not-in-a-browser.ts in its place (the package's exports, decision 83), and fails to build.
export { handlersFromRecording, type RecordingOptions } from './from-recording.ts';
