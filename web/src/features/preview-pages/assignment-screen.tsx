// /zhuanran: the user's treasure transfers, sent and received.
import { AssignmentList } from './assignment-list.tsx';
import { SAMPLE_MASTER_ID } from './treasure-calls.ts';

export default function AssignmentScreen() {
  return <AssignmentList title="zhuanran" artistId={SAMPLE_MASTER_ID} detail={{ out: '/zyinfo', in: '/zrinfo' }} />;
}
