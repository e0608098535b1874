import { RoleApplication } from './role-application.tsx';
import { ToolFrame } from './tool-frame.tsx';

export default function BecomeCollectorScreen() {
  return (
    <ToolFrame title="robot_col" role="collector" access={{ anyone: true }} back="/home_col">
      {(me) => <RoleApplication role="collector" me={me} />}
    </ToolFrame>
  );
}
