// Sets the lock screen's or a page's password on the server (never in the document): a labelled
// password field and "Set password"; says whether one is set, the outcome announced.
import { useState } from 'react';
import { TextField } from '../commerce/FormBits';
import { Feedback } from '../Feedback';
import { setPassword } from './access-api';

export function PasswordSetter(props: {
  readonly label: string;
  /** null: the lock screen's password. */
  readonly pageId: string | null;
  readonly isSet: boolean;
  readonly onChanged: () => void;
}) {
  const [password, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [status, setStatus] = useState('');
  const submit = async () => {
    const answer = await setPassword(props.pageId, password);
    if (!answer.ok) {
      setError(answer.message);
      return;
    }
    setValue('');
    setError(undefined);
    setStatus('Password set. Visitors who gave the old one must give the new one.');
    props.onChanged();
  };
  return (
    <div className="access-password">
      <p className="field-help">
        {props.isSet ? 'A password is set.' : 'No password is set yet: nobody can get in.'}
      </p>
      <TextField
        label={props.label}
        value={password}
        error={error}
        onChange={setValue}
        type="password"
      />
      <button type="button" className="button" onClick={() => void submit()}>
        Set password
      </button>
      <Feedback tone="success" className="field-help">
        {status}
      </Feedback>
    </div>
  );
}
