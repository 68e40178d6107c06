import { createContext, useContext } from "react";

/** Ids a Field hands its control so label, hint and error are wired with aria attributes. */
export interface FieldIds {
  id: string;
  describedBy?: string;
  invalid: boolean;
}

export const FieldContext = createContext<FieldIds | null>(null);
export const useFieldIds = () => useContext(FieldContext);

/** Merges the field's wiring into a control's props; explicit props win. */
export function useControlProps<P extends { id?: string; "aria-describedby"?: string; "aria-invalid"?: unknown }>(
  props: P,
) {
  const field = useFieldIds();
  return {
    ...props,
    id: props.id ?? field?.id,
    "aria-describedby": props["aria-describedby"] ?? field?.describedBy,
    "aria-invalid": props["aria-invalid"] ?? (field?.invalid ? true : undefined),
  };
}
