/** Client-side registry for form kinds (fields, consent terms): type → Component. See page.ts. */
import { Component as textField } from '../fields/text/component';
import { Component as emailField } from '../fields/email/component';
import { Component as passwordField } from '../fields/password/component';
import { Component as informationText } from '../consent/informationText/component';
import { Component as binaryChoice } from '../consent/binaryChoice/component';
import type { Components } from './lookup';

export const fieldComponents = { text: textField, email: emailField, password: passwordField } satisfies Components;
export const consentComponents = { informationText, binaryChoice } satisfies Components;
