import { RoleApplication } from './role-application.tsx';
import { ToolFrame } from './tool-frame.tsx';

export default function BecomeInstitutionScreen() {
  return (
    <ToolFrame title="robot_inst" role="collector" access={{ anyone: true }} back="/home_inst">
      {(me) => <RoleApplication role="institution" me={me} />}
    </ToolFrame>
  );
}
