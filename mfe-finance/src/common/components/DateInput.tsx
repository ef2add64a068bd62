import { Input, type InputProps } from 'antd';
import type { KeyboardEvent } from 'react';

/**
 * Every date field of mfe-finance. Enter in a native date input would submit the form
 * (implicit submission) as soon as the required fields pass, saving it with the optional ones
 * still empty; here Enter only confirms the date and the form is sent with its Save button.
 */
export function DateInput(props: Omit<InputProps, 'type'>) {
  const { onKeyDown } = props;
  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') event.preventDefault();
    onKeyDown?.(event);
  };
  return <Input {...props} type="date" onKeyDown={keyDown} />;
}
