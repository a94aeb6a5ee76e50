// A scheme's facts as the investment and opportunity pages show them (spec/000 §3 "Scheme (investor view)").

export const scheme = {
  investmentDetails: 'Investment Details',
  returnStructure: 'Return Structure',
  fields: {
    product: 'Product',
    country: 'Country',
    minimumInvestment: 'Minimum investment',
    term: 'Term',
    liquidity: 'Liquidity',
    roiPerAnnum: 'Target return (per annum)',
    returnType: 'Return type',
    payoutFrequency: 'Payout frequency',
    capitalReturnMethod: 'Capital return method',
  },
} as const;
