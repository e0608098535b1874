import { Statistics } from './statistics.tsx';
import { ToolFrame } from './tool-frame.tsx';

export default function StatisticsScreen() {
  return (
    <ToolFrame title="data" role="master" access={{ anyone: true }}>
      {(me) => <Statistics scope="mine" me={me} />}
    </ToolFrame>
  );
}
