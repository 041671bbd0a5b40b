'use client';
// The thin bar at the top of the page while a route changes (@bprogress/next): it starts when a link to
// another page is followed and finishes when the new page is in. console-providers.tsx loads this module
// on the first sign of a user, so none of it is in a page's first load.
// bprogress draws into the element rendered here (`template: null`) and is styled by route-progress.css,
// not by the <style> element it would otherwise insert without the request's CSP nonce.
import { ProgressProvider } from '@bprogress/next/app';
import { useEffect, useState, type CSSProperties } from 'react';
import './route-progress.css';

const OPTIONS = { template: null, showSpinner: false } as const;
/** bprogress shows the element while it runs and hides it again. */
const HIDDEN: CSSProperties = { display: 'none' };
/** A navigation that ends sooner shows no bar, so quick ones do not flash. */
const DELAY_MS = 150;

export function RouteProgress() {
  // bprogress hooks the page's links whenever the DOM changes after it starts listening (its effect,
  // which runs before this one). Adding the bar's element once it listens is such a change, so the links
  // already on the page are hooked too, and the element's presence tells that the bar is ready.
  const [isListening, setListening] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setListening(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  return (
    <ProgressProvider disableStyle options={OPTIONS} delay={DELAY_MS}>
      {isListening && (
        <div className="bprogress" aria-hidden="true" style={HIDDEN}>
          <div className="bar" />
        </div>
      )}
    </ProgressProvider>
  );
}
