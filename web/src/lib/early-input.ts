// What a visitor typed and tapped on the server's first paint before the app took over (the app
// renders over that HTML, decision 16): the fields' values are read just before the app's first
// render and given to its fields, and a form sent meanwhile is held back, marked as waiting, and
// sent by the app once it is there. Without any script yet, such a form is sent to its `action`
// as an ordinary GET, whose query the screen reads the same way.

const carried: Record<string, string> = {};
const held = new Set<string>();
let appStarted = false;

/** main.tsx, as early as it runs: holds back the submit of a form marked `data-carry`. */
export function holdEarlySubmits() {
  document.addEventListener(
    'submit',
    (event) => {
      const form = event.target as HTMLFormElement;
      const name = form.dataset.carry;
      if (appStarted || !name) return;
      event.preventDefault();
      held.add(name);
      form.setAttribute('aria-busy', 'true');
      form.classList.add('is-waiting');
    },
    true,
  );
}

/** start.tsx, just before the app's first render: what the server-drawn named fields hold. */
export function carryEarlyInput() {
  for (const input of document.querySelectorAll<HTMLInputElement>('#root form[data-carry] input[name]'))
    if (input.value) carried[input.name] = input.value;
  appStarted = true;
}

/** The value typed into the server-drawn field `name` before the app took over ('' when none). */
export const carriedValue = (name: string) => carried[name] ?? '';

/** Whether the form `name` was sent before the app took over (answers true once). */
export const takeHeldSubmit = (name: string) => held.delete(name);
