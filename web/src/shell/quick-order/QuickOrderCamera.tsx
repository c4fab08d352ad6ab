import { useEffect, useRef, useState } from 'react';
import { useT } from '../../i18n/index.js';
import { cameraProblemOf, startScanning } from './camera.js';
import type { CameraProblem, Scanning } from './camera.js';

type CameraState = 'off' | 'starting' | 'scanning' | CameraProblem;

/**
 * The quick order's camera (spec 2.4): it opens with the dialog, reads EAN-13, EAN-8, Code 128 and
 * QR codes, and stops when the dialog closes or the shopper turns it off. When it cannot open, the
 * message says why and what to do; the typed reference works in every case.
 */
export function QuickOrderCamera({ onCode }: { onCode: (code: string) => void }) {
  const t = useT();
  const video = useRef<HTMLVideoElement>(null);
  const [on, setOn] = useState(true);
  const [state, setState] = useState<CameraState>('starting');
  const onCodeRef = useRef(onCode);
  onCodeRef.current = onCode;

  useEffect(() => {
    const element = video.current;
    if (!on || !element) return;
    let cancelled = false;
    let scanning: Scanning | null = null;
    setState('starting');
    startScanning(element, (code) => onCodeRef.current(code)).then(
      (started) => {
        // Closed or turned off while the camera was opening: it stops at once.
        if (cancelled) started.stop();
        else {
          scanning = started;
          setState('scanning');
        }
      },
      (error: unknown) => {
        if (cancelled) return;
        setState(cameraProblemOf(error));
        setOn(false);
      },
    );
    return () => {
      cancelled = true;
      scanning?.stop();
    };
  }, [on]);

  const message =
    state === 'off' ? null : t(`shell.quickOrder.camera.${state === 'scanning' ? 'scanning' : state}`);
  const problem = state !== 'off' && state !== 'starting' && state !== 'scanning';
  return (
    <div className="quick-order__camera">
      {on ? (
        <div className="quick-order__viewfinder">
          {/* The picture only helps aim; the status line says what happens. */}
          <video ref={video} className="quick-order__video" muted playsInline aria-hidden="true" />
        </div>
      ) : null}
      <div className="quick-order__camera-bar">
        <p
          className={`quick-order__camera-status${problem ? ' quick-order__camera-status--problem' : ''}`}
          role={problem ? 'alert' : 'status'}
        >
          {message}
        </p>
        <button
          type="button"
          className="button button--secondary quick-order__camera-toggle"
          onClick={() => {
            if (on) setState('off');
            setOn(!on);
          }}
        >
          {t(on ? 'shell.quickOrder.camera.stop' : 'shell.quickOrder.camera.start')}
        </button>
      </div>
    </div>
  );
}
