import { forwardRef } from 'react';

/**
 * The card gateway's checkout form: a real POST form to `action` with the signed fields as hidden
 * inputs. Its children (a submit button) are the fallback if the automatic submit does not happen.
 */
const GatewayForm = forwardRef(function GatewayForm({ action, fields, children }, ref) {
  return (
    <form ref={ref} method="post" action={action} acceptCharset="UTF-8" className="gateway-form">
      {Object.entries(fields ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value == null ? '' : String(value)} />
      ))}
      {children}
    </form>
  );
});

export default GatewayForm;
