import { CameraOutlined, EnvironmentOutlined } from '@ant-design/icons';
import { Alert, Button, Input, Segmented, Switch, Typography } from 'antd';
import { KIOSK_USER_TYPE_ENABLED, KIOSK_USER_TYPES } from '@timekeep/contracts';
import type { ClockPunchReply, KioskUserType } from '@timekeep/contracts';
import dayjs from 'dayjs';
import { useCallback, useEffect, useRef, useState } from 'react';
import { messageOf } from '../../api/http';
import { session } from '../../api/session';
import { useDebounced } from '../../shared/use-debounced';
import { punchFields, useClockKiosk, useClockMe, useClockPunch } from './api';
import { placeOfZone, punchStatusText, useWorkplaceTime, wallTimeIn } from '../../ui/workplace-time';
import { CodeScanner } from './CodeScanner';
import styles from './clock.module.css';
import { KioskVisit } from './KioskVisit';
import { isNetworkFailure, type KeptPunch } from './offline-queue';
import { KeptPunches } from './KeptPunches';
import { punchCodeLabel } from './punch-code-text';
import { useOfflineClock } from './use-offline-clock';

const COMPANY_KEY = 'timekeep.clock.companyCode';
const TABLET_KEY = 'timekeep.clock.sharedTablet';
/** How long the confirmation stays before the clock is ready for the next person. */
const CONFIRMATION_MS = 10_000;
/** The kiosk is read once the company code stops changing: every read counts against the device (ADR 0046). */
const CODE_SETTLE_MS = 600;

type Field = 'clockId' | 'pin';
type CodeMode = 'None' | 'Scan' | 'Paste';
type Fix = { latitude: number; longitude: number; accuracy: number };

/**
 * The device's location, asked for once the page opens (or once it is `wanted`) and again after
 * every punch; never while it is not wanted, so a browser never prompts for an employee whose
 * location is not taken (No GPS, ADR 0061).
 */
function useLocation(wanted: boolean): { fix: Fix | null; problem: string | null; refresh: () => void } {
  const [fix, setFix] = useState<Fix | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const refresh = useCallback(() => {
    if (!wanted) return;
    if (!navigator.geolocation) return setProblem('This device cannot tell its location.');
    navigator.geolocation.getCurrentPosition(
      (p) => {
        setFix({ latitude: p.coords.latitude, longitude: p.coords.longitude, accuracy: p.coords.accuracy });
        setProblem(null);
      },
      () => setProblem('Location is off: allow location access for this page.'),
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 30_000 },
    );
  }, [wanted]);
  useEffect(refresh, [refresh]);
  return { fix, problem, refresh };
}

/**
 * The web time clock (/clock, ADR 0044): outside the console shell, for a phone or a shared tablet.
 * The company code and whether this is a shared tablet are remembered on the device; clock ID and
 * PIN are typed for each punch and forgotten after it.
 */
export function ClockPage() {
  const punch = useClockPunch();
  const [companyCode, setCompanyCode] = useState(() => localStorage.getItem(COMPANY_KEY) ?? '');
  const [sharedTablet, setSharedTablet] = useState(() => localStorage.getItem(TABLET_KEY) === 'true');
  const [clockId, setClockId] = useState('');
  const [pin, setPin] = useState('');
  const [field, setField] = useState<Field>('clockId');
  const [codeMode, setCodeMode] = useState<CodeMode>('None');
  const [code, setCode] = useState('');
  const [photo, setPhoto] = useState<File | null>(null);
  const [done, setDone] = useState<ClockPunchReply | null>(null);
  // A punch the network could not take, kept on the device (ADR 0071), and why one could not be kept.
  const [keptNow, setKeptNow] = useState<KeptPunch | null>(null);
  const [keepProblem, setKeepProblem] = useState<string | null>(null);
  const offline = useOfflineClock();
  // Someone signed in on this device punches as themself; a shared tablet is never signed in.
  const [who, setWho] = useState<'Me' | 'Clock ID and PIN'>(() => (session.isSignedIn() ? 'Me' : 'Clock ID and PIN'));
  const asMe = who === 'Me';
  // Punching as themself, the page knows who it is for, and asks for a location only if theirs is taken;
  // with clock ID and PIN it cannot know beforehand, and the server drops a location it does not take.
  const meQuery = useClockMe(asMe);
  const me = meQuery.data;
  const locationWanted = asMe ? me?.askForLocation === true : true;
  const location = useLocation(locationWanted);
  const photoInput = useRef<HTMLInputElement>(null);
  // A shared tablet greets the company's visitors and contractors; a phone punching as its owner does not.
  const kioskQuery = useClockKiosk(useDebounced(asMe ? '' : companyCode.trim(), CODE_SETTLE_MS));
  const kiosk = kioskQuery.data;
  // The workplace's time (the company's; the employee's own zone when punching as themself), never the device's.
  const now = useWorkplaceTime(asMe ? me : kiosk, asMe ? meQuery.dataUpdatedAt : kioskQuery.dataUpdatedAt);
  const [visiting, setVisiting] = useState<KioskUserType | null>(null);
  const endVisit = useCallback(() => setVisiting(null), []);

  useEffect(() => localStorage.setItem(COMPANY_KEY, companyCode.trim()), [companyCode]);
  useEffect(() => localStorage.setItem(TABLET_KEY, String(sharedTablet)), [sharedTablet]);

  const nextPerson = useCallback(() => {
    setDone(null);
    setKeptNow(null);
    setKeepProblem(null);
    setClockId('');
    setPin('');
    setField('clockId');
    setCodeMode('None');
    setCode('');
    setPhoto(null);
    punch.reset();
  }, [punch]);

  useEffect(() => {
    if (!done && !keptNow) return;
    const timer = setTimeout(nextPerson, CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [done, keptNow, nextPerson]);

  const onScanned = useCallback((text: string) => {
    setCode(text);
    setCodeMode('Paste');
  }, []);

  // A refusal stays until the person types again: then it is about what they typed before.
  const typed = () => {
    if (punch.isError) punch.reset();
  };
  const type = (key: string) => {
    typed();
    const set = field === 'clockId' ? setClockId : setPin;
    if (key === 'Clear') return set('');
    if (key === 'Back') return set((v) => v.slice(0, -1));
    set((v) => (v + key).slice(0, field === 'pin' ? 8 : 15));
  };

  const submit = (direction: 'In' | 'Out') => {
    const input = { companyCode: companyCode.trim(), clockId, pin, direction, code: codeMode === 'None' ? '' : code.trim(), location: locationWanted ? location.fix : null, device: sharedTablet ? ('kiosk' as const) : ('mobile' as const) };
    setKeepProblem(null);
    punch.mutate(
      { asMe, ...input, photo },
      {
        onSuccess: (reply) => {
          setDone(reply);
          location.refresh();
        },
        onError: (error) => {
          setPin('');
          // No network: the punch is kept on the device and sent when the network is back (the photo is not kept).
          if (!isNetworkFailure(error)) return;
          punch.reset();
          offline.keep(asMe, punchFields(input, asMe), direction).then(setKeptNow, (problem: Error) => setKeepProblem(problem.message));
        },
      },
    );
  };

  const codeLabel = code ? punchCodeLabel(code) : null;
  const ready = (asMe || (!!companyCode.trim() && !!clockId && !!pin)) && !punch.isPending;

  return (
    <main className={styles.page}>
      <div className={styles.column}>
        <div className={styles.head}>
          <h1 className={styles.title}>Time clock</h1>
          {now && (
            <span className={styles.time} aria-label="Time now" title={`${placeOfZone((asMe ? me : kiosk)?.timeZone ?? '')} time`}>
              {now.time}
            </span>
          )}
        </div>

        {keptNow ? (
          <section className={`${styles.card} ${styles.confirmation}`} aria-label="Punch kept on this device">
            <Typography.Text>No network: the punch is kept on this device and sent as soon as the network is back.</Typography.Text>
            <div className={styles.confirmationTime}>
              {keptNow.direction} at {wallTimeIn((asMe ? me : kiosk)?.timeZone, keptNow.recordedAt)}
            </div>
            <Typography.Text type="secondary">Waiting to send</Typography.Text>
            <Button type="primary" size="large" onClick={nextPerson}>
              Done
            </Button>
          </section>
        ) : done ? (
          <section className={`${styles.card} ${styles.confirmation}`} aria-label="Punch recorded">
            <Typography.Text>{done.employeeName}</Typography.Text>
            <div className={styles.confirmationTime}>
              {done.direction === 'In' ? 'In' : 'Out'} at {done.local.slice(11, 16)}
            </div>
            <Typography.Text type="secondary">{dayjs(done.local).format('dddd D MMMM YYYY')}</Typography.Text>
            {done.workPlaceName && <Typography.Text>At {done.workPlaceName}</Typography.Text>}
            {done.flag && <Alert type="warning" showIcon message={done.flag} />}
            <Button type="primary" size="large" onClick={nextPerson}>
              Done
            </Button>
          </section>
        ) : visiting && kiosk ? (
          <KioskVisit kiosk={kiosk} type={visiting} companyCode={companyCode.trim()} onDone={endVisit} />
        ) : (
          <>
            {!asMe && kiosk && (
              <section className={styles.card} aria-label="Welcome">
                <h2 className={styles.welcome}>
                  {kiosk.settings.welcomeMessage1} {kiosk.companyName}
                </h2>
                <div className={styles.visitButtons}>
                  {KIOSK_USER_TYPES.filter((type) => kiosk.settings[KIOSK_USER_TYPE_ENABLED[type]]).map((type) => (
                    <Button key={type} size="large" onClick={() => setVisiting(type)}>
                      {kiosk.kioskUserTypeToLabelMap[type]}
                    </Button>
                  ))}
                </div>
              </section>
            )}
            {session.isSignedIn() && <Segmented<typeof who> block options={['Me', 'Clock ID and PIN']} value={who} onChange={setWho} aria-label="Who punches" />}
            {asMe && me && now && (
              <section className={styles.card} aria-label="Your status">
                <Typography.Text strong>{me.employeeName}</Typography.Text>
                <Typography.Text className={styles.status}>{punchStatusText(me.status, me.since, now.date)}</Typography.Text>
              </section>
            )}
            {!asMe && (
              <>
            <section className={styles.card} aria-label="Company">
              <Input size="large" addonBefore="Company code" value={companyCode} onChange={(e) => setCompanyCode(e.target.value)} autoCapitalize="characters" aria-label="Company code" />
              <label>
                <Switch checked={sharedTablet} onChange={setSharedTablet} aria-label="Shared tablet" /> <Typography.Text>Shared tablet</Typography.Text>
              </label>
            </section>

            <section className={styles.card} aria-label="Who">
              <Input size="large" addonBefore="Clock ID" inputMode="numeric" value={clockId} onFocus={() => setField('clockId')} onChange={(e) => {
                  typed();
                  setClockId(e.target.value.replace(/\D/g, ''));
                }} aria-label="Clock ID" />
              <Input.Password size="large" addonBefore="PIN" inputMode="numeric" value={pin} onFocus={() => setField('pin')} onChange={(e) => {
                  typed();
                  setPin(e.target.value.replace(/\D/g, ''));
                }} aria-label="PIN" />
              <div className={styles.keypad} role="group" aria-label={field === 'pin' ? 'Keypad for the PIN' : 'Keypad for the clock ID'}>
                {['1', '2', '3', '4', '5', '6', '7', '8', '9', 'Clear', '0', 'Back'].map((key) => (
                  <Button key={key} className={styles.key} onClick={() => type(key)}>
                    {key}
                  </Button>
                ))}
              </div>
            </section>
              </>
            )}

            <section className={styles.card} aria-label="Punch code">
              <Segmented<CodeMode> block options={['None', 'Scan', 'Paste']} value={codeMode} onChange={setCodeMode} aria-label="Punch code" />
              {codeMode === 'Scan' && <CodeScanner onCode={onScanned} />}
              {codeMode === 'Paste' && <Input.TextArea rows={2} value={code} onChange={(e) => setCode(e.target.value)} placeholder="The punch code's text" aria-label="Punch code text" />}
              {codeMode !== 'None' && code && <Typography.Text type={codeLabel ? undefined : 'danger'}>{codeLabel ?? 'This is not a punch code.'}</Typography.Text>}
            </section>

            <section className={styles.card} aria-label="Location and photo">
              {asMe && me && !me.askForLocation ? (
                <Typography.Text type="secondary">
                  <EnvironmentOutlined /> Your location is not taken.
                </Typography.Text>
              ) : (
                <Typography.Text type={location.fix ? undefined : 'secondary'}>
                  <EnvironmentOutlined /> {location.fix ? `Location found (within ${Math.round(location.fix.accuracy)} m)` : (location.problem ?? 'Finding your location…')}
                </Typography.Text>
              )}
              <input ref={photoInput} className={styles.hidden} type="file" accept="image/jpeg,image/png" capture="user" onChange={(e) => setPhoto(e.target.files?.[0] ?? null)} aria-label="Photo" />
              <Button icon={<CameraOutlined />} onClick={() => photoInput.current?.click()}>
                {photo ? 'Photo added: take another' : 'Add a photo (optional)'}
              </Button>
            </section>

            {punch.isError && <Alert type="error" showIcon message={messageOf(punch.error)} />}
            {keepProblem && <Alert type="error" showIcon message={keepProblem} />}
            <div className={styles.punchButtons}>
              <Button type="primary" className={styles.punchButton} disabled={!ready} onClick={() => submit('In')}>
                In
              </Button>
              <Button className={styles.punchButton} disabled={!ready} onClick={() => submit('Out')}>
                Out
              </Button>
            </div>
          </>
        )}
        <KeptPunches waiting={offline.waiting} sent={offline.sent} timeZone={(asMe ? me : kiosk)?.timeZone} />
      </div>
    </main>
  );
}
