import { AuthorisationDetail } from './authorisation.tsx';
import { ToolFrame } from './tool-frame.tsx';

export default function AuthorisationDetailCollectorScreen() {
  return (
    <ToolFrame title="sqDetail_col" role="collector" access={{ ownerOnly: true }} back="/shouquan_col">
      {() => <AuthorisationDetail role="collector" />}
    </ToolFrame>
  );
}
