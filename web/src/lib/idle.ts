type IdleWindow = { requestIdleCallback?: (cb: () => void, options: { timeout: number }) => void };

/** Runs `task` once the browser is idle (after the first screen is up): at the latest after 2 s. */
export function whenIdle(task: () => void) {
  const idleWindow = window as IdleWindow;
  if (idleWindow.requestIdleCallback) idleWindow.requestIdleCallback(task, { timeout: 2000 });
  else setTimeout(task, 1500);
}
