// The account-preference screen: GetMobileUserEditModel answers this; EditUser takes the Selected*
// values back as query parameters. Imports nothing.

export interface NameItem {
  Name: string;
}

export interface UserEditModel {
  UserId: string;
  BetMethodIsMultiply: boolean;
  FormatBox: 'S' | 'D';
  FormatDrawTypeList: NameItem[];
  FormatBetSequenceList: NameItem[];
  SelectedFormatDrawType: string;
  /** 9 slot names separated by spaces, a permutation of 'B S SA A C SB SC SD SE'. */
  SelectedFormatBetSequence: string;
}
