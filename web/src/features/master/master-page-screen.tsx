import { MasterPage } from './master-page.tsx';

/** /tcdetail/{id}: the public page of a master, collector or institution. */
export default function MasterPageScreen() {
  return <MasterPage />;
}
