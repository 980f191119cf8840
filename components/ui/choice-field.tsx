import type { ComponentProps, ReactNode } from "react";
import { SelectField } from "@/components/ui/field";

export type ChoiceProps = Omit<ComponentProps<typeof SelectField>, "children"> & {
  /** The first, empty option ("All classes", "Select a term"); none when not given. */
  placeholder?: ReactNode;
  /** The empty option shown only while the list is empty ("No classes yet"). */
  whenEmpty?: ReactNode;
};

/** A labelled select whose options come from a list: each item's value and words are read from it. */
export function ChoiceField<T>({
  options,
  optionValue = String,
  optionLabel = String,
  placeholder,
  whenEmpty,
  ...props
}: ChoiceProps & {
  options: readonly T[];
  optionValue?: (option: T) => string;
  optionLabel?: (option: T) => ReactNode;
}) {
  const empty = placeholder ?? (options.length === 0 ? whenEmpty : undefined);
  return (
    <SelectField {...props}>
      {empty !== undefined ? <option value="">{empty}</option> : null}
      {options.map((option) => {
        const value = optionValue(option);
        return (
          <option key={value} value={value}>
            {optionLabel(option)}
          </option>
        );
      })}
    </SelectField>
  );
}
