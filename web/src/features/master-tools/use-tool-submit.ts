// How a tool's form is sent: not while one of its pictures is still uploading, its first problem
// as a toast (nothing sent), then one save at a time (a failure shows its message) that says it
// succeeded and does what follows.
import { toast, toastSuccess } from '../../lib/feedback.ts';
import { useSaving } from '../../lib/use-saving.ts';

export type ToolSubmission = {
  /** the form's picture fields (useUploads), when it has any */
  uploads?: { stillUploading: () => boolean };
  /** the first thing wrong with the form, or null */
  problem: string | null;
  /** sends the form */
  send: () => Promise<void>;
  /** what the success toast says */
  succeeded: string;
  /** after the toast: clear the form, load the list again… */
  afterwards?: () => unknown;
};

export function useToolSubmit() {
  const saving = useSaving();
  const submit = async ({ uploads, problem, send, succeeded, afterwards }: ToolSubmission) => {
    if (uploads?.stillUploading()) return;
    if (problem) {
      toast(problem);
      return;
    }
    await saving.run(async () => {
      await send();
      toastSuccess(succeeded);
      await afterwards?.();
    });
  };
  return { busy: saving.busy, submit };
}
