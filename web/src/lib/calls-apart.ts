// When the app's first screen replaces one the page already showed (the server's first paint, a
// static build's frame: app/start.tsx), what that screen's effects load is not urgent: the screen
// is on the phone, and the rest is below it. Started together, in the one task where React runs
// the first commit's effects, those calls (the audio status and the master's treasures with their
// encryption, the master's news, the help texts) made the page's longest task after its first
// paint. Each now starts in a task of its own (decision 94). Every other screen starts its calls at
// once.

let firstScreenOverPainted = false;
let ending = false;

/** app/start.tsx: the first render replaces a screen the page already shows. */
export function startsOverPaintedScreen() {
  firstScreenOverPainted = true;
}

/**
 * Runs `start` now, or in a task of its own when called from the effects of the first screen
 * over a painted one. Answers a function that cancels it if it has not run yet.
 */
export function startApart(start: () => void): () => void {
  if (!firstScreenOverPainted) {
    start();
    return () => undefined;
  }
  // every effect of that commit runs in the task of the first that asks: later ones start at once
  if (!ending) {
    ending = true;
    setTimeout(() => {
      firstScreenOverPainted = false;
      ending = false;
    });
  }
  const timer = setTimeout(start);
  return () => clearTimeout(timer);
}
