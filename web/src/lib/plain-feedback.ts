// The message itself, in a plain box drawn without antd-mobile, for when the dialog code
// (feedback-ui) could not be loaded: the user is still told what happened.
import './plain-feedback.css';

/** A line at the middle of the screen for `duration` ms (0: until the returned function is called). */
export function plainToast(content: string, duration = 2000): () => void {
  const box = document.createElement('div');
  box.className = 'plain-toast';
  box.setAttribute('role', 'status');
  box.textContent = content;
  document.body.append(box);
  const close = () => box.remove();
  if (duration > 0) window.setTimeout(close, duration);
  return close;
}

/** A modal box with the message and its buttons; answers the value of the button tapped. */
export function plainDialog<T>(content: string, buttons: { text: string; value: T }[], title?: string): Promise<T> {
  return new Promise((resolve) => {
    const mask = document.createElement('div');
    mask.className = 'plain-dialog-mask';
    const box = document.createElement('div');
    box.className = 'plain-dialog';
    box.setAttribute('role', 'alertdialog');
    box.setAttribute('aria-modal', 'true');
    if (title) {
      const heading = document.createElement('h3');
      heading.textContent = title;
      box.append(heading);
    }
    const text = document.createElement('p');
    text.textContent = content;
    box.append(text);
    const actions = document.createElement('div');
    actions.className = 'plain-dialog-actions';
    for (const { text: label, value } of buttons) {
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = label;
      button.addEventListener('click', () => {
        mask.remove();
        resolve(value);
      });
      actions.append(button);
    }
    box.append(actions);
    mask.append(box);
    document.body.append(mask);
    actions.querySelector('button')?.focus();
  });
}
