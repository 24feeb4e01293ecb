import { visuallyHiddenStyle } from '../visually-hidden';
import type { FieldBinding } from './use-form';

/**
 * The hidden `website` field every public form carries: people never see it, screen readers skip
 * it and the keyboard never reaches it, but a bot that fills every input fills it too, and the
 * server then accepts the submission silently and drops it. Off-screen and aria-hidden rather
 * than display:none (which some bots skip); tabIndex -1 keeps it out of the tab order, which is
 * also what axe asks of anything focusable inside aria-hidden.
 */
export function HoneypotField({ id, value, onChange }: { id: string } & FieldBinding) {
  return (
    <div aria-hidden="true" style={visuallyHiddenStyle}>
      <label htmlFor={id}>Website</label>
      <input
        id={id}
        name="website"
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
