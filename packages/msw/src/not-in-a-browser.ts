// What a browser bundle gets for `@treasure-center/msw/node` (the `browser` condition of the
// package's exports, decision 83): no export, so that esbuild, Rollup, Vite and webpack each stop
// at the import ("handlersFromRecording is not exported by …/not-in-a-browser.js"); and, for an
// import that names nothing, an error as soon as the bundle runs.
export {};

throw new Error(
  '@treasure-center/msw/node reads recordings from files and runs in Node only (msw/node). In a browser, import the handlers from @treasure-center/msw.',
);
