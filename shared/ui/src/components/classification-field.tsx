import { markingChoices, type Classification } from '@csw/contracts';
import { SelectField } from './form-fields';

export interface ClassificationFieldProps {
  value: Classification;
  onValueChange(level: Classification): void;
  /** The writer's clearance (useClearance from the platform's storage library); undefined offers every level. */
  clearance: Classification | undefined;
  disabled?: boolean;
}

/**
 * The one classification select of every form that marks a text (upload, new document, edit): it offers
 * only the markings the writer may give, so nobody fills a form in only to be refused on Save.
 */
export function ClassificationField({ value, onValueChange, clearance, disabled }: ClassificationFieldProps) {
  // Levels above the writer's clearance are shown but not offered, with the reason as the hint.
  const choices = markingChoices(clearance);
  const refused = choices.flatMap((choice) => (choice.refused ? [choice.refused] : []));
  return (
    <SelectField
      label="Classification"
      value={value}
      disabled={disabled}
      hint={refused.length > 0 ? refused.join(' ') : undefined}
      options={choices.map((choice) => ({
        value: choice.level,
        label: choice.level,
        disabled: choice.refused !== undefined,
      }))}
      onValueChange={onValueChange}
    />
  );
}
