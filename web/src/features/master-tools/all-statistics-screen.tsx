import { Statistics } from './statistics.tsx';
import { ToolFrame } from './tool-frame.tsx';

export default function AllStatisticsScreen() {
  return (
    <ToolFrame title="data_all" role="master" access={{ anyone: true }}>
      {(me) => <Statistics scope="all" me={me} />}
    </ToolFrame>
  );
}
