// The server-drawn search form before and after the app takes over: what was typed into it
// while the app rendered, and where the focus and caret were, pass to the app's form.
import { afterEach, describe, expect, it, vi } from 'vitest';

let copies = 0;
/** A fresh copy of the module: it keeps what it carried for the page's whole life. */
const earlyInput = (): Promise<typeof import('./early-input.ts')> =>
  import(/* @vite-ignore */ `./early-input.ts?copy=${++copies}`);

function drawForm(values: Record<string, string>) {
  const root = document.createElement('div');
  root.id = 'root';
  root.innerHTML = `<form data-carry="treasure-search">${Object.keys(values)
    .map((name) => `<input name="${name}">`)
    .join('')}</form>`;
  document.body.append(root);
  for (const [name, value] of Object.entries(values))
    (root.querySelector(`input[name="${name}"]`) as HTMLInputElement).value = value;
  return root;
}

/** The app's first commit: the drawn form goes, the app's (with the values it started from) comes. */
function replaceForm(root: HTMLElement, values: Record<string, string>) {
  const form = document.createElement('form');
  form.dataset.carry = 'treasure-search';
  for (const [name, value] of Object.entries(values)) {
    const input = document.createElement('input');
    input.name = name;
    input.value = value;
    form.append(input);
  }
  root.replaceChildren(form);
  return form;
}

const field = (form: HTMLFormElement, name: string) => form.elements.namedItem(name) as HTMLInputElement;

afterEach(() => document.body.replaceChildren());

describe('handing the drawn fields over to the app', () => {
  it('gives what was typed since the first value was read, and the focus and caret, to the field of that name', async () => {
    const { carryEarlyInput, carriedValue, handOverEarlyInput } = await earlyInput();
    const root = drawForm({ serial_number: 'WC2026', uuid: '' });
    const drawnCode = root.querySelector('input[name="serial_number"]') as HTMLInputElement;
    drawnCode.focus();
    carryEarlyInput();
    expect(carriedValue('serial_number')).toBe('WC2026');
    // typed while the app rendered
    drawnCode.value = 'WC2026000';
    drawnCode.setSelectionRange(9, 9);

    const form = replaceForm(root, { serial_number: 'WC2026', uuid: '' });
    const taken: [string, string][] = [];
    handOverEarlyInput(form, (name, value) => {
      taken.push([name, value]);
      field(form, name).value = value;
    });
    expect(taken).toEqual([['serial_number', 'WC2026000']]);
    expect(document.activeElement).toBe(field(form, 'serial_number'));
    await Promise.resolve();
    expect(field(form, 'serial_number').selectionStart).toBe(9);
  });

  it('moves no focus when none of the drawn fields had it, and hands over once', async () => {
    const { carryEarlyInput, handOverEarlyInput } = await earlyInput();
    const root = drawForm({ serial_number: '', uuid: 'ab' });
    carryEarlyInput();
    const form = replaceForm(root, { serial_number: '', uuid: 'ab' });
    const take = vi.fn();
    handOverEarlyInput(form, take);
    handOverEarlyInput(form, take);
    expect(take).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(document.body);
  });

  it("leaves the fields of another form to that form's own handover", async () => {
    const { carryEarlyInput, handOverEarlyInput } = await earlyInput();
    const root = drawForm({ serial_number: 'A' });
    (root.querySelector('input') as HTMLInputElement).focus();
    carryEarlyInput();
    const form = replaceForm(root, { serial_number: '' });
    form.dataset.carry = 'master-search';
    const take = vi.fn();
    handOverEarlyInput(form, take);
    expect(take).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(document.body);
  });
});
