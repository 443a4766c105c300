import { useQueryClient } from '@tanstack/react-query';
import type { ExceptionRow } from '@timekeep/contracts';
import { ShiftModal } from '../timekeeping/ShiftModal';
import { useTimesheet } from '../timekeeping/api';
import { keys } from './api';

/** The timesheet's shift dialog on the exception's shift: the day is loaded so the dialog edits it as the timesheet would. */
export function ExceptionShiftEditor({ row, onClose }: { row: ExceptionRow | null; onClose: () => void }) {
  const queryClient = useQueryClient();
  const sheet = useTimesheet(row?.employeeId, row?.date, row?.date, undefined).data;
  const day = sheet?.timeSheets.find((d) => d.day === row?.date);
  const shift = day?.workShifts.find((s) => s.id === row?.shiftId) ?? null;
  if (!row || !sheet || !shift) return null;
  return (
    <ShiftModal
      target={{ day: row.date, shift, customScheduleId: shift.customScheduleId }}
      employeeId={row.employeeId}
      defaultBreakMinutes={sheet.employee.defaultBreakMinutes}
      defaultPositionId={sheet.employee.departmentId}
      onClose={() => {
        // The shift changes what is an exception: the list shows what the recomputed day holds.
        void queryClient.invalidateQueries({ queryKey: keys.exceptions });
        onClose();
      }}
    />
  );
}
