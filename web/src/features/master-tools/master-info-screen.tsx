import { ProfileEditor } from './profile-editor.tsx';
import { ToolFrame } from './tool-frame.tsx';

export default function MasterInfoScreen() {
  return (
    <ToolFrame title="masterinfo" role="master">
      {() => <ProfileEditor role="master" institution={false} />}
    </ToolFrame>
  );
}
