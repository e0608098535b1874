// What a visitor typed and tapped on the server's first paint before the app took over (the app
// renders over that HTML, decision 16): the fields' values are read just before the app's first
// render and given to its fields, and a form sent meanwhile is held back, marked as waiting, and
// sent by the app once it is there. Without any script yet, such a form is sent to its `action`
// as an ordinary GET, whose query the screen reads the same way. The app's first commit removes
// the drawn fields: what was typed into them while it rendered, and the focus and caret, pass to
// the app's fields of the same name then, so that typing goes on where it was.
/** The server-drawn fields by name, kept after the app's render has taken them off the page. */
const drawn = new Map<string, HTMLInputElement>();
/** The drawn field that had the focus when the app started rendering over it. */
let focused: HTMLInputElement | null = null;
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

/** start.tsx, just before the app's first render: the server-drawn named fields, and which has the focus. */
export function carryEarlyInput() {
  for (const input of document.querySelectorAll<HTMLInputElement>('#root form[data-carry] input[name]')) {
    drawn.set(input.name, input);
    if (input === document.activeElement) focused = input;
  }
  appStarted = true;
}

/** What the server-drawn field `name` holds ('' when none): for the app's field's first value. */
export const carriedValue = (name: string) => drawn.get(name)?.value ?? '';

/** Whether the form `name` was sent before the app took over (answers true once). */
export const takeHeldSubmit = (name: string) => held.delete(name);

/**
 * Once the app's form (marked `data-carry` as the drawn one was) is on the page: gives `take` what
 * was typed into a drawn field after the app's first value was read, and the focus and caret of
 * the drawn field that had them to the app's field of the same name. Once per page.
 */
export function handOverEarlyInput(form: HTMLFormElement, take: (name: string, value: string) => void) {
  for (const [name, old] of drawn) {
    const now = form.elements.namedItem(name);
    if (old.closest('form')?.dataset.carry !== form.dataset.carry || !(now instanceof HTMLInputElement)) continue;
    drawn.delete(name);
    if (old.value !== now.value) take(name, old.value);
    if (old !== focused) continue;
    focused = null;
    const { selectionStart, selectionEnd, selectionDirection } = old;
    now.focus({ preventScroll: true });
    // after the value taken above is on the page: React's update of it puts the caret at its end
    queueMicrotask(() => {
      if (selectionStart !== null && selectionEnd !== null && document.activeElement === now)
        now.setSelectionRange(selectionStart, selectionEnd, selectionDirection ?? undefined);
    });
  }
}
