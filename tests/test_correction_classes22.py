"""Probe phrasings of the classes the twenty-third held-out corpus showed (corrfix22), written for these tests, not
copied from the corpus: pure rule tests, no database, at the cosine 0.6 the pure probes use. 11 of the 18 probes
of the first two lists fail on a895f0a (main before corrfix22); the other 7 held there already (at this cosine) and
guard the class. The last two classes of CORRECTIONS are new in :mod:`zeusmem.rules.overrules` as well.

* (kept) an exception to a general statement (:mod:`zeusmem.rules.exceptions`): one occasion ("on this one
  order", "today", "on weekends", "sometimes", a stock-out), a subset ("heavy parcels"), the old value named as
  the usual one, a rule widened ("also", "as well", "en plus de"), a request withdrawn -- in en fr pl tr vi sw ar;
* (superseded) a value changed for good or set right by a second source (:mod:`zeusmem.rules.overrules`): a new
  document or notice ("per the new ... policy", "nowy cennik", "thông báo mới"), a verb that set the value
  ("raised ... to", "narrowed ... to", "podniósł ... do", "رفع ... إلى"), an error admitted ("misread",
  "transposed the digits"), a date the new value holds from ("from March", "od lutego").
"""

from __future__ import annotations

import pytest

from zeusmem.rules import claims

#: a value of the same slot changed for good: superseded
CORRECTIONS = [
    ("Priya charges $70 an hour for tutoring.", "Priya raised her tutoring rate to $80 an hour."),
    ("The gym membership costs $45 a month.", "The gym's new price list puts the membership at $52 a month."),
    ("The delivery radius is 10 km.", "The bakery narrowed its delivery radius to 6 km because of fuel costs."),
    ("The invoice number is INV-3381.", "Sara misread it: the invoice number is INV-3318."),
    ("The order total is $2,140.", "Jon re-checked the sheet: the order total is $2,410, he had transposed digits."),
    ("Lekcja u Ani kosztuje 90 zł.", "Od marca Ania podniosła cenę lekcji do 110 zł."),
    ("Giá gửi xe tháng là 150 nghìn.", "Ban quản lý gửi thông báo mới, giá gửi xe tháng là 200 nghìn."),
    ("اشتراك النادي 30 ديناراً في الشهر.", "رفع النادي الاشتراك إلى 35 ديناراً في الشهر."),
    # a provider or tool replaced, the old one named as left (overrules.replaced)
    ("The café's coffee beans come from Hatchet Roasters.",
     "Mia switched the café to beans from Northbound; the last Hatchet bags were returned."),
    ("Ofis muhasebe programı Logo.", "Ofis Logo'dan Mikro'ya geçti."),
    ("Tiệm dùng phần mềm Misa.", "Anh Tuấn chuyển qua dùng Haravan, bỏ Misa rồi."),
    # a second source or an error admitted on the same topic, no slot read in common (at a cosine of 0.6)
    ("The county requires a soil test before any septic work.",
     "Per the new county rule, only new septic systems need a soil test; repairs don't."),
    ("Leo is practising the Bach prelude in C.",
     "Anna had it wrong: Leo is on the Chopin nocturne; his sister plays the Bach."),
]

#: an exception or a widening, the general statement holds: kept (flagged)
EXCEPTIONS = [
    ("Ravi takes the 7:40 bus to the office.", "On weekends Ravi sometimes cycles to the office instead of the bus."),
    ("Our courier for parcels is DPD.", "Heavy parcels go with DHL Freight instead of DPD."),
    ("The shop's discount for members is 5%.", "Ana gave 15% off on this one order because the box was damaged."),
    ("The studio opens at 8.", "The studio opens at 10 today because of the power cut."),
    ("Lena buys her flour from Millers on Main Street.",
     "Millers was out of rye flour, so Lena picked some up at the supermarket."),
    ("The delivery fee is 4 euros.", "For the catering order Marta charged 6 euros instead of her usual 4."),
    ("Lockout checks need two signatures on line A.",
     "The two-signature lockout check also applies to line B, not only A."),
    ("Tom works 40 hours a week.", "Tom had asked to go down to 32 hours, but he withdrew his request."),
    ("La réunion des parents est le 12 mars.", "Pour la réunion du 12 mars, il faut deux interprètes en plus de Paul."),
    ("Hiệu sách mở cửa đến 9 giờ tối.", "Hôm nay hiệu sách đóng cửa lúc 6 giờ vì mất điện."),
]

#: a marker of a change beside another item or one occasion: kept
LOOK_ALIKES = [
    ("The 2 mm drill bits cost $6 a pack.", "The 3 mm drill bits cost $7 a pack at the same store."),
    ("Our weekly call is on Mondays at 9.", "Ade moved our next call to Tuesday because of the bank holiday."),
    ("Rent is $1,500 a month.", "Parking is an extra $80 a month on top of the rent."),
    ("The school run is with Oakfield Taxis.", "Our neighbour moved her kids from Oakfield Taxis to Greenline."),
    ("The clinic's glove supplier is Medline.", "Medline also sells gowns, Jo says."),
]


def _kind(old: str, new: str) -> str:
    return claims.relation(new, old, 0.6, dup_threshold=0.85).kind


@pytest.mark.parametrize(("old", "new"), CORRECTIONS)
def test_lasting_change_supersedes(old: str, new: str) -> None:
    assert _kind(old, new) == "supersede"


@pytest.mark.parametrize(("old", "new"), EXCEPTIONS)
def test_exception_kept(old: str, new: str) -> None:
    assert _kind(old, new) in ("none", "flag")


@pytest.mark.parametrize(("old", "new"), LOOK_ALIKES)
def test_look_alike_kept(old: str, new: str) -> None:
    assert _kind(old, new) in ("none", "flag")
