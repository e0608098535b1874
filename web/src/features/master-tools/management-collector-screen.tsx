import { ToolFrame } from './tool-frame.tsx';
import { TreasureManagement } from './treasure-management.tsx';

export default function ManagementCollectorScreen() {
  return (
    <ToolFrame title="guanli_col" role="collector" access={{ certified: true }}>
      {() => <TreasureManagement role="collector" />}
    </ToolFrame>
  );
}
