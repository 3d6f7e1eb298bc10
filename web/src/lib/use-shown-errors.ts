import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * The messages under a form's fields. Each time new ones are shown, the first invalid field in
 * page order takes focus once they are on screen: the fields mark themselves aria-invalid, so
 * the first one in the form (`formRef`) is it, whichever kind of control it is.
 */
export function useShownErrors<TErrors extends object>() {
  const [errors, setErrors] = useState<TErrors>({} as TErrors);
  const formRef = useRef<HTMLFormElement>(null);
  /** Set when new errors should take focus once they are on screen. */
  const focusPending = useRef(false);

  useEffect(() => {
    if (!focusPending.current) return;
    focusPending.current = false;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  const showErrors = useCallback((found: TErrors) => {
    focusPending.current = true;
    setErrors(found);
  }, []);

  return { errors, setErrors, showErrors, formRef };
}
