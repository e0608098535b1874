// /apply3D?artistType=1 (author) or 2 (collector).
import { useScreenParams } from '../../lib/params.ts';
import { Apply3d } from './apply-3d.tsx';
import { roleOfArtistType } from './role.ts';
import { ToolFrame } from './tool-frame.tsx';

export default function Apply3dScreen() {
  const { query } = useScreenParams();
  const role = roleOfArtistType(query.artistType);
  return (
    <ToolFrame title="apply3D" role={role} access={{ certified: true }}>
      {(me) => <Apply3d role={role} me={me} />}
    </ToolFrame>
  );
}
