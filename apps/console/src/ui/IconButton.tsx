import { Button, Tooltip } from 'antd';
import type { ButtonProps } from 'antd';
import { useRef, useState } from 'react';

export interface IconButtonProps extends Omit<ButtonProps, 'children' | 'aria-label' | 'title'> {
  /** What the button does to what, for a screen reader ("Edit Jane Smith"). */
  label: string;
  /** The words a pointer shows over the icon ("Edit"); the label when not given. */
  tip?: string;
}

/**
 * A button that shows only an icon: named for a screen reader, and its words shown over it on
 * hover or focus, so nobody has to guess what a pencil or a clock does (issue 31 §8). The name
 * starts with the tip's words (WCAG 2.5.3). Takes a ref and a trigger's handlers (Popconfirm).
 */
export function IconButton({ label, tip, ...button }: IconButtonProps) {
  // A press hides the words until the pointer leaves: what the button opens (a confirmation, a
  // popover) must not sit under them, even when the hover's delayed opening comes after the press.
  const [open, setOpen] = useState(false);
  const pressed = useRef(false);
  return (
    <Tooltip
      title={tip ?? label}
      open={open}
      onOpenChange={(next) => {
        if (next && pressed.current) return;
        if (!next) pressed.current = false;
        setOpen(next);
      }}
    >
      <Button
        {...button}
        aria-label={label}
        onClick={(event) => {
          pressed.current = true;
          setOpen(false);
          button.onClick?.(event);
        }}
      />
    </Tooltip>
  );
}
