import { RoleApplication } from './role-application.tsx';
import { ToolFrame } from './tool-frame.tsx';

export default function BecomeMasterScreen() {
  return (
    <ToolFrame title="robot" role="master" access={{ anyone: true }}>
      {(me) => <RoleApplication role="master" me={me} />}
    </ToolFrame>
  );
}
