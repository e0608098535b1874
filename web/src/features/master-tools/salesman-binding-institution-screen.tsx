import { SalesmanBinding } from './salesman-binding.tsx';
import { ToolFrame } from './tool-frame.tsx';

export default function SalesmanBindingInstitutionScreen() {
  return (
    <ToolFrame title="banding_inst" role="collector" access={{ anyone: true }} back="/home_inst">
      {(me) => <SalesmanBinding me={me} />}
    </ToolFrame>
  );
}
