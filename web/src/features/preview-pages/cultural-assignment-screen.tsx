// /zhuanran_cul: the user's cultural-creative work transfers, sent and received.
import { AssignmentList } from './assignment-list.tsx';

/** Wu Xiaolan's calligraphy stands in for cultural-creative works in the preview. */
const CULTURAL_SAMPLE_ARTIST = 107;

export default function CulturalAssignmentScreen() {
  return (
    <AssignmentList title="zhuanran_cul" artistId={CULTURAL_SAMPLE_ARTIST} detail={{ out: '/zy_cul', in: '/zr_cul' }} />
  );
}
