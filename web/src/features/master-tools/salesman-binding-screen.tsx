import { SalesmanBinding } from './salesman-binding.tsx';
import { ToolFrame } from './tool-frame.tsx';

export default function SalesmanBindingScreen() {
  return (
    <ToolFrame title="banding" role="master" access={{ anyone: true }}>
      {(me) => <SalesmanBinding me={me} />}
    </ToolFrame>
  );
}
