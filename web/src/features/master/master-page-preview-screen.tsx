import { MasterPage } from './master-page.tsx';

/** /tcdetail_pr/{id}: the public page as visitors see it, marked as a preview, without following. */
export default function MasterPagePreviewScreen() {
  return <MasterPage preview />;
}
