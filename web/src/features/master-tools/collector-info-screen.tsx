import { ProfileEditor } from './profile-editor.tsx';
import { ToolFrame } from './tool-frame.tsx';

export default function CollectorInfoScreen() {
  return (
    <ToolFrame title="masterinfo_col" role="collector">
      {(me) => <ProfileEditor role="collector" institution={me.is_collector_inst === 1} />}
    </ToolFrame>
  );
}
