/** Texts of the parents section of /admin/campaigns. */
export const parents = {
  intro: '学生绑定家长手机号的 /parentCode/* 页面上的文案。保存后页面立即更新。',
  neverSaved: '尚未保存过：正在使用页面的默认文案。',
  form: {
    verifyIntro: '验证页介绍',
    verifyIntroHint: '/parentCode/bindPhoneCode 标题下的说明',
    consentNote: '同意说明',
    consentNoteHint: '验证表单下的说明：学生收到验证码即表示同意绑定',
    relationshipHint: '选择关系页提示',
    fullText: '人数已满页文字',
  },
  errors: {
    verifyIntro: '请填写验证页介绍，不超过 100 字',
    consentNote: '请填写同意说明，不超过 100 字',
    relationshipHint: '请填写选择关系页提示，不超过 100 字',
    fullText: '请填写人数已满页文字，不超过 200 字',
  },
  save: '保存',
  saving: '正在保存…',
  saved: '已保存，绑定页已更新',
} as const;
