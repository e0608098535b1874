import { SalesmanBinding } from './salesman-binding.tsx';
import { ToolFrame } from './tool-frame.tsx';

export default function SalesmanBindingCollectorScreen() {
  return (
    <ToolFrame title="banding_col" role="collector" access={{ anyone: true }} back="/home_col">
      {(me) => <SalesmanBinding me={me} />}
    </ToolFrame>
  );
}
