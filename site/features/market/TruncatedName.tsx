import { useState } from 'react';
import { truncateName } from './format';

/** A long category or brand name cut to 22 characters plus '...' until clicked (the spec's screens and business constants). */
export function TruncatedName({ name }: { name: string }) {
  const [expanded, setExpanded] = useState(false);
  const short = truncateName(name);
  if (expanded || short === name) return <span>{name}</span>;
  return (
    <span
      title={name}
      onClick={(e) => {
        e.preventDefault();
        setExpanded(true);
      }}
      className="cursor-pointer"
    >
      {short}
    </span>
  );
}
