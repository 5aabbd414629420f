/** Client-side registry for form kinds (fields, consent terms): type → Component. See page.ts. */
import { Component as textField } from '../fields/text/component';
import { Component as emailField } from '../fields/email/component';
import { Component as passwordField } from '../fields/password/component';
import { Component as dropdownField } from '../fields/dropdown/component';
import { Component as addressField } from '../fields/address/component';
import { Component as nameField } from '../fields/name/component';
import { Component as fullNameField } from '../fields/fullName/component';
import { Component as phoneNumberField } from '../fields/phoneNumber/component';
import { Component as dateField } from '../fields/date/component';
import { Component as birthDateField } from '../fields/birthDate/component';
import { Component as confirmPasswordField } from '../fields/confirmPassword/component';
import { Component as taxNumberField } from '../fields/taxNumber/component';
import { Component as postalCodeField } from '../fields/postalCode/component';
import { Component as line1Field } from '../fields/line1/component';
import { Component as administrativeLevel1Field } from '../fields/administrativeLevel1/component';
import { Component as informationText } from '../consent/informationText/component';
import { Component as binaryChoice } from '../consent/binaryChoice/component';
import type { Components } from './lookup';

export const fieldComponents = {
  text: textField,
  email: emailField,
  password: passwordField,
  dropdown: dropdownField,
  address: addressField,
  name: nameField,
  fullName: fullNameField,
  phoneNumber: phoneNumberField,
  date: dateField,
  birthDate: birthDateField,
  confirmPassword: confirmPasswordField,
  taxNumber: taxNumberField,
  postalCode: postalCodeField,
  line1: line1Field,
  administrativeLevel1: administrativeLevel1Field,
} satisfies Components;
export const consentComponents = { informationText, binaryChoice } satisfies Components;
