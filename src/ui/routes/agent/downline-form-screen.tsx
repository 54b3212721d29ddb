// /agent/newdownline/ (?parent=name) and /agent/editdownline/?id=name: open a downline or change one.
// The allowed ranges show before the user types; the form (downline-form-view.tsx) checks each field with
// the core's shared rules, and a refusal from the server lands at the field it names, in the user's language.
import { useSearchParams } from 'react-router-dom';
import { useInjection } from '../../../app/container-context.tsx';
import { BackOffice } from '../../../core/use-cases/back-office.ts';
import { LoadView } from '../../components/back-office/load-view.tsx';
import { useLoad } from '../../components/back-office/use-load.ts';
import { DownlineForm, type Loaded } from './downline-form-view.tsx';
import '../../components/shell/shell.css';
import '../../components/back-office/back-office.css';
import '../../components/back-office/agent.css';

export function NewDownlineScreen() {
  const office = useInjection<BackOffice>(BackOffice);
  const parent = useSearchParams()[0].get('parent') ?? undefined;
  const { result } = useLoad<Loaded>(
    async () => ({ ...(await office.newDownlineFacts('member', parent)), target: null, lockedPackages: [] }),
    parent ?? '',
  );
  return <FormFrame result={result} />;
}

export function EditDownlineScreen() {
  const office = useInjection<BackOffice>(BackOffice);
  const id = useSearchParams()[0].get('id') ?? '';
  const { result } = useLoad<Loaded>(() => office.editDownlineFacts(id), id);
  return <FormFrame result={result} />;
}

function FormFrame({ result }: { result: ReturnType<typeof useLoad<Loaded>>['result'] }) {
  return (
    <div className="screen">
      <main className="content">
        <LoadView result={result}>
          {(loaded) => <DownlineForm key={loaded.target?.userId ?? loaded.parent.userId} loaded={loaded} />}
        </LoadView>
      </main>
    </div>
  );
}
