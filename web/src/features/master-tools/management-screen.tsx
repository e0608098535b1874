import { ToolFrame } from './tool-frame.tsx';
import { TreasureManagement } from './treasure-management.tsx';

export default function ManagementScreen() {
  return (
    <ToolFrame title="guanli" role="master" access={{ certified: true }}>
      {() => <TreasureManagement role="master" />}
    </ToolFrame>
  );
}
