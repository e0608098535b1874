import { MasterPage } from './master-page.tsx';

export { preloadMasterPage as preload } from './use-master-page.ts';

/** /tcdetail/{id}: the public page of a master, collector or institution. */
export default function MasterPageScreen() {
  return <MasterPage />;
}
