# Checks an if with 5000 elif branches compiles without exhausting the stack (CPython 3.11 refuses it with RecursionError during compilation)
# expect: ok
# stdout-ends: branch 4999\n
x = 4999
if x == -1:
    pass
elif x == 0:
    print("branch", 0)
elif x == 1:
    print("branch", 1)
elif x == 2:
    print("branch", 2)
elif x == 3:
    print("branch", 3)
elif x == 4:
    print("branch", 4)
elif x == 5:
    print("branch", 5)
elif x == 6:
    print("branch", 6)
elif x == 7:
    print("branch", 7)
elif x == 8:
    print("branch", 8)
elif x == 9:
    print("branch", 9)
elif x == 10:
    print("branch", 10)
elif x == 11:
    print("branch", 11)
elif x == 12:
    print("branch", 12)
elif x == 13:
    print("branch", 13)
elif x == 14:
    print("branch", 14)
elif x == 15:
    print("branch", 15)
elif x == 16:
    print("branch", 16)
elif x == 17:
    print("branch", 17)
elif x == 18:
    print("branch", 18)
elif x == 19:
    print("branch", 19)
elif x == 20:
    print("branch", 20)
elif x == 21:
    print("branch", 21)
elif x == 22:
    print("branch", 22)
elif x == 23:
    print("branch", 23)
elif x == 24:
    print("branch", 24)
elif x == 25:
    print("branch", 25)
elif x == 26:
    print("branch", 26)
elif x == 27:
    print("branch", 27)
elif x == 28:
    print("branch", 28)
elif x == 29:
    print("branch", 29)
elif x == 30:
    print("branch", 30)
elif x == 31:
    print("branch", 31)
elif x == 32:
    print("branch", 32)
elif x == 33:
    print("branch", 33)
elif x == 34:
    print("branch", 34)
elif x == 35:
    print("branch", 35)
elif x == 36:
    print("branch", 36)
elif x == 37:
    print("branch", 37)
elif x == 38:
    print("branch", 38)
elif x == 39:
    print("branch", 39)
elif x == 40:
    print("branch", 40)
elif x == 41:
    print("branch", 41)
elif x == 42:
    print("branch", 42)
elif x == 43:
    print("branch", 43)
elif x == 44:
    print("branch", 44)
elif x == 45:
    print("branch", 45)
elif x == 46:
    print("branch", 46)
elif x == 47:
    print("branch", 47)
elif x == 48:
    print("branch", 48)
elif x == 49:
    print("branch", 49)
elif x == 50:
    print("branch", 50)
elif x == 51:
    print("branch", 51)
elif x == 52:
    print("branch", 52)
elif x == 53:
    print("branch", 53)
elif x == 54:
    print("branch", 54)
elif x == 55:
    print("branch", 55)
elif x == 56:
    print("branch", 56)
elif x == 57:
    print("branch", 57)
elif x == 58:
    print("branch", 58)
elif x == 59:
    print("branch", 59)
elif x == 60:
    print("branch", 60)
elif x == 61:
    print("branch", 61)
elif x == 62:
    print("branch", 62)
elif x == 63:
    print("branch", 63)
elif x == 64:
    print("branch", 64)
elif x == 65:
    print("branch", 65)
elif x == 66:
    print("branch", 66)
elif x == 67:
    print("branch", 67)
elif x == 68:
    print("branch", 68)
elif x == 69:
    print("branch", 69)
elif x == 70:
    print("branch", 70)
elif x == 71:
    print("branch", 71)
elif x == 72:
    print("branch", 72)
elif x == 73:
    print("branch", 73)
elif x == 74:
    print("branch", 74)
elif x == 75:
    print("branch", 75)
elif x == 76:
    print("branch", 76)
elif x == 77:
    print("branch", 77)
elif x == 78:
    print("branch", 78)
elif x == 79:
    print("branch", 79)
elif x == 80:
    print("branch", 80)
elif x == 81:
    print("branch", 81)
elif x == 82:
    print("branch", 82)
elif x == 83:
    print("branch", 83)
elif x == 84:
    print("branch", 84)
elif x == 85:
    print("branch", 85)
elif x == 86:
    print("branch", 86)
elif x == 87:
    print("branch", 87)
elif x == 88:
    print("branch", 88)
elif x == 89:
    print("branch", 89)
elif x == 90:
    print("branch", 90)
elif x == 91:
    print("branch", 91)
elif x == 92:
    print("branch", 92)
elif x == 93:
    print("branch", 93)
elif x == 94:
    print("branch", 94)
elif x == 95:
    print("branch", 95)
elif x == 96:
    print("branch", 96)
elif x == 97:
    print("branch", 97)
elif x == 98:
    print("branch", 98)
elif x == 99:
    print("branch", 99)
elif x == 100:
    print("branch", 100)
elif x == 101:
    print("branch", 101)
elif x == 102:
    print("branch", 102)
elif x == 103:
    print("branch", 103)
elif x == 104:
    print("branch", 104)
elif x == 105:
    print("branch", 105)
elif x == 106:
    print("branch", 106)
elif x == 107:
    print("branch", 107)
elif x == 108:
    print("branch", 108)
elif x == 109:
    print("branch", 109)
elif x == 110:
    print("branch", 110)
elif x == 111:
    print("branch", 111)
elif x == 112:
    print("branch", 112)
elif x == 113:
    print("branch", 113)
elif x == 114:
    print("branch", 114)
elif x == 115:
    print("branch", 115)
elif x == 116:
    print("branch", 116)
elif x == 117:
    print("branch", 117)
elif x == 118:
    print("branch", 118)
elif x == 119:
    print("branch", 119)
elif x == 120:
    print("branch", 120)
elif x == 121:
    print("branch", 121)
elif x == 122:
    print("branch", 122)
elif x == 123:
    print("branch", 123)
elif x == 124:
    print("branch", 124)
elif x == 125:
    print("branch", 125)
elif x == 126:
    print("branch", 126)
elif x == 127:
    print("branch", 127)
elif x == 128:
    print("branch", 128)
elif x == 129:
    print("branch", 129)
elif x == 130:
    print("branch", 130)
elif x == 131:
    print("branch", 131)
elif x == 132:
    print("branch", 132)
elif x == 133:
    print("branch", 133)
elif x == 134:
    print("branch", 134)
elif x == 135:
    print("branch", 135)
elif x == 136:
    print("branch", 136)
elif x == 137:
    print("branch", 137)
elif x == 138:
    print("branch", 138)
elif x == 139:
    print("branch", 139)
elif x == 140:
    print("branch", 140)
elif x == 141:
    print("branch", 141)
elif x == 142:
    print("branch", 142)
elif x == 143:
    print("branch", 143)
elif x == 144:
    print("branch", 144)
elif x == 145:
    print("branch", 145)
elif x == 146:
    print("branch", 146)
elif x == 147:
    print("branch", 147)
elif x == 148:
    print("branch", 148)
elif x == 149:
    print("branch", 149)
elif x == 150:
    print("branch", 150)
elif x == 151:
    print("branch", 151)
elif x == 152:
    print("branch", 152)
elif x == 153:
    print("branch", 153)
elif x == 154:
    print("branch", 154)
elif x == 155:
    print("branch", 155)
elif x == 156:
    print("branch", 156)
elif x == 157:
    print("branch", 157)
elif x == 158:
    print("branch", 158)
elif x == 159:
    print("branch", 159)
elif x == 160:
    print("branch", 160)
elif x == 161:
    print("branch", 161)
elif x == 162:
    print("branch", 162)
elif x == 163:
    print("branch", 163)
elif x == 164:
    print("branch", 164)
elif x == 165:
    print("branch", 165)
elif x == 166:
    print("branch", 166)
elif x == 167:
    print("branch", 167)
elif x == 168:
    print("branch", 168)
elif x == 169:
    print("branch", 169)
elif x == 170:
    print("branch", 170)
elif x == 171:
    print("branch", 171)
elif x == 172:
    print("branch", 172)
elif x == 173:
    print("branch", 173)
elif x == 174:
    print("branch", 174)
elif x == 175:
    print("branch", 175)
elif x == 176:
    print("branch", 176)
elif x == 177:
    print("branch", 177)
elif x == 178:
    print("branch", 178)
elif x == 179:
    print("branch", 179)
elif x == 180:
    print("branch", 180)
elif x == 181:
    print("branch", 181)
elif x == 182:
    print("branch", 182)
elif x == 183:
    print("branch", 183)
elif x == 184:
    print("branch", 184)
elif x == 185:
    print("branch", 185)
elif x == 186:
    print("branch", 186)
elif x == 187:
    print("branch", 187)
elif x == 188:
    print("branch", 188)
elif x == 189:
    print("branch", 189)
elif x == 190:
    print("branch", 190)
elif x == 191:
    print("branch", 191)
elif x == 192:
    print("branch", 192)
elif x == 193:
    print("branch", 193)
elif x == 194:
    print("branch", 194)
elif x == 195:
    print("branch", 195)
elif x == 196:
    print("branch", 196)
elif x == 197:
    print("branch", 197)
elif x == 198:
    print("branch", 198)
elif x == 199:
    print("branch", 199)
elif x == 200:
    print("branch", 200)
elif x == 201:
    print("branch", 201)
elif x == 202:
    print("branch", 202)
elif x == 203:
    print("branch", 203)
elif x == 204:
    print("branch", 204)
elif x == 205:
    print("branch", 205)
elif x == 206:
    print("branch", 206)
elif x == 207:
    print("branch", 207)
elif x == 208:
    print("branch", 208)
elif x == 209:
    print("branch", 209)
elif x == 210:
    print("branch", 210)
elif x == 211:
    print("branch", 211)
elif x == 212:
    print("branch", 212)
elif x == 213:
    print("branch", 213)
elif x == 214:
    print("branch", 214)
elif x == 215:
    print("branch", 215)
elif x == 216:
    print("branch", 216)
elif x == 217:
    print("branch", 217)
elif x == 218:
    print("branch", 218)
elif x == 219:
    print("branch", 219)
elif x == 220:
    print("branch", 220)
elif x == 221:
    print("branch", 221)
elif x == 222:
    print("branch", 222)
elif x == 223:
    print("branch", 223)
elif x == 224:
    print("branch", 224)
elif x == 225:
    print("branch", 225)
elif x == 226:
    print("branch", 226)
elif x == 227:
    print("branch", 227)
elif x == 228:
    print("branch", 228)
elif x == 229:
    print("branch", 229)
elif x == 230:
    print("branch", 230)
elif x == 231:
    print("branch", 231)
elif x == 232:
    print("branch", 232)
elif x == 233:
    print("branch", 233)
elif x == 234:
    print("branch", 234)
elif x == 235:
    print("branch", 235)
elif x == 236:
    print("branch", 236)
elif x == 237:
    print("branch", 237)
elif x == 238:
    print("branch", 238)
elif x == 239:
    print("branch", 239)
elif x == 240:
    print("branch", 240)
elif x == 241:
    print("branch", 241)
elif x == 242:
    print("branch", 242)
elif x == 243:
    print("branch", 243)
elif x == 244:
    print("branch", 244)
elif x == 245:
    print("branch", 245)
elif x == 246:
    print("branch", 246)
elif x == 247:
    print("branch", 247)
elif x == 248:
    print("branch", 248)
elif x == 249:
    print("branch", 249)
elif x == 250:
    print("branch", 250)
elif x == 251:
    print("branch", 251)
elif x == 252:
    print("branch", 252)
elif x == 253:
    print("branch", 253)
elif x == 254:
    print("branch", 254)
elif x == 255:
    print("branch", 255)
elif x == 256:
    print("branch", 256)
elif x == 257:
    print("branch", 257)
elif x == 258:
    print("branch", 258)
elif x == 259:
    print("branch", 259)
elif x == 260:
    print("branch", 260)
elif x == 261:
    print("branch", 261)
elif x == 262:
    print("branch", 262)
elif x == 263:
    print("branch", 263)
elif x == 264:
    print("branch", 264)
elif x == 265:
    print("branch", 265)
elif x == 266:
    print("branch", 266)
elif x == 267:
    print("branch", 267)
elif x == 268:
    print("branch", 268)
elif x == 269:
    print("branch", 269)
elif x == 270:
    print("branch", 270)
elif x == 271:
    print("branch", 271)
elif x == 272:
    print("branch", 272)
elif x == 273:
    print("branch", 273)
elif x == 274:
    print("branch", 274)
elif x == 275:
    print("branch", 275)
elif x == 276:
    print("branch", 276)
elif x == 277:
    print("branch", 277)
elif x == 278:
    print("branch", 278)
elif x == 279:
    print("branch", 279)
elif x == 280:
    print("branch", 280)
elif x == 281:
    print("branch", 281)
elif x == 282:
    print("branch", 282)
elif x == 283:
    print("branch", 283)
elif x == 284:
    print("branch", 284)
elif x == 285:
    print("branch", 285)
elif x == 286:
    print("branch", 286)
elif x == 287:
    print("branch", 287)
elif x == 288:
    print("branch", 288)
elif x == 289:
    print("branch", 289)
elif x == 290:
    print("branch", 290)
elif x == 291:
    print("branch", 291)
elif x == 292:
    print("branch", 292)
elif x == 293:
    print("branch", 293)
elif x == 294:
    print("branch", 294)
elif x == 295:
    print("branch", 295)
elif x == 296:
    print("branch", 296)
elif x == 297:
    print("branch", 297)
elif x == 298:
    print("branch", 298)
elif x == 299:
    print("branch", 299)
elif x == 300:
    print("branch", 300)
elif x == 301:
    print("branch", 301)
elif x == 302:
    print("branch", 302)
elif x == 303:
    print("branch", 303)
elif x == 304:
    print("branch", 304)
elif x == 305:
    print("branch", 305)
elif x == 306:
    print("branch", 306)
elif x == 307:
    print("branch", 307)
elif x == 308:
    print("branch", 308)
elif x == 309:
    print("branch", 309)
elif x == 310:
    print("branch", 310)
elif x == 311:
    print("branch", 311)
elif x == 312:
    print("branch", 312)
elif x == 313:
    print("branch", 313)
elif x == 314:
    print("branch", 314)
elif x == 315:
    print("branch", 315)
elif x == 316:
    print("branch", 316)
elif x == 317:
    print("branch", 317)
elif x == 318:
    print("branch", 318)
elif x == 319:
    print("branch", 319)
elif x == 320:
    print("branch", 320)
elif x == 321:
    print("branch", 321)
elif x == 322:
    print("branch", 322)
elif x == 323:
    print("branch", 323)
elif x == 324:
    print("branch", 324)
elif x == 325:
    print("branch", 325)
elif x == 326:
    print("branch", 326)
elif x == 327:
    print("branch", 327)
elif x == 328:
    print("branch", 328)
elif x == 329:
    print("branch", 329)
elif x == 330:
    print("branch", 330)
elif x == 331:
    print("branch", 331)
elif x == 332:
    print("branch", 332)
elif x == 333:
    print("branch", 333)
elif x == 334:
    print("branch", 334)
elif x == 335:
    print("branch", 335)
elif x == 336:
    print("branch", 336)
elif x == 337:
    print("branch", 337)
elif x == 338:
    print("branch", 338)
elif x == 339:
    print("branch", 339)
elif x == 340:
    print("branch", 340)
elif x == 341:
    print("branch", 341)
elif x == 342:
    print("branch", 342)
elif x == 343:
    print("branch", 343)
elif x == 344:
    print("branch", 344)
elif x == 345:
    print("branch", 345)
elif x == 346:
    print("branch", 346)
elif x == 347:
    print("branch", 347)
elif x == 348:
    print("branch", 348)
elif x == 349:
    print("branch", 349)
elif x == 350:
    print("branch", 350)
elif x == 351:
    print("branch", 351)
elif x == 352:
    print("branch", 352)
elif x == 353:
    print("branch", 353)
elif x == 354:
    print("branch", 354)
elif x == 355:
    print("branch", 355)
elif x == 356:
    print("branch", 356)
elif x == 357:
    print("branch", 357)
elif x == 358:
    print("branch", 358)
elif x == 359:
    print("branch", 359)
elif x == 360:
    print("branch", 360)
elif x == 361:
    print("branch", 361)
elif x == 362:
    print("branch", 362)
elif x == 363:
    print("branch", 363)
elif x == 364:
    print("branch", 364)
elif x == 365:
    print("branch", 365)
elif x == 366:
    print("branch", 366)
elif x == 367:
    print("branch", 367)
elif x == 368:
    print("branch", 368)
elif x == 369:
    print("branch", 369)
elif x == 370:
    print("branch", 370)
elif x == 371:
    print("branch", 371)
elif x == 372:
    print("branch", 372)
elif x == 373:
    print("branch", 373)
elif x == 374:
    print("branch", 374)
elif x == 375:
    print("branch", 375)
elif x == 376:
    print("branch", 376)
elif x == 377:
    print("branch", 377)
elif x == 378:
    print("branch", 378)
elif x == 379:
    print("branch", 379)
elif x == 380:
    print("branch", 380)
elif x == 381:
    print("branch", 381)
elif x == 382:
    print("branch", 382)
elif x == 383:
    print("branch", 383)
elif x == 384:
    print("branch", 384)
elif x == 385:
    print("branch", 385)
elif x == 386:
    print("branch", 386)
elif x == 387:
    print("branch", 387)
elif x == 388:
    print("branch", 388)
elif x == 389:
    print("branch", 389)
elif x == 390:
    print("branch", 390)
elif x == 391:
    print("branch", 391)
elif x == 392:
    print("branch", 392)
elif x == 393:
    print("branch", 393)
elif x == 394:
    print("branch", 394)
elif x == 395:
    print("branch", 395)
elif x == 396:
    print("branch", 396)
elif x == 397:
    print("branch", 397)
elif x == 398:
    print("branch", 398)
elif x == 399:
    print("branch", 399)
elif x == 400:
    print("branch", 400)
elif x == 401:
    print("branch", 401)
elif x == 402:
    print("branch", 402)
elif x == 403:
    print("branch", 403)
elif x == 404:
    print("branch", 404)
elif x == 405:
    print("branch", 405)
elif x == 406:
    print("branch", 406)
elif x == 407:
    print("branch", 407)
elif x == 408:
    print("branch", 408)
elif x == 409:
    print("branch", 409)
elif x == 410:
    print("branch", 410)
elif x == 411:
    print("branch", 411)
elif x == 412:
    print("branch", 412)
elif x == 413:
    print("branch", 413)
elif x == 414:
    print("branch", 414)
elif x == 415:
    print("branch", 415)
elif x == 416:
    print("branch", 416)
elif x == 417:
    print("branch", 417)
elif x == 418:
    print("branch", 418)
elif x == 419:
    print("branch", 419)
elif x == 420:
    print("branch", 420)
elif x == 421:
    print("branch", 421)
elif x == 422:
    print("branch", 422)
elif x == 423:
    print("branch", 423)
elif x == 424:
    print("branch", 424)
elif x == 425:
    print("branch", 425)
elif x == 426:
    print("branch", 426)
elif x == 427:
    print("branch", 427)
elif x == 428:
    print("branch", 428)
elif x == 429:
    print("branch", 429)
elif x == 430:
    print("branch", 430)
elif x == 431:
    print("branch", 431)
elif x == 432:
    print("branch", 432)
elif x == 433:
    print("branch", 433)
elif x == 434:
    print("branch", 434)
elif x == 435:
    print("branch", 435)
elif x == 436:
    print("branch", 436)
elif x == 437:
    print("branch", 437)
elif x == 438:
    print("branch", 438)
elif x == 439:
    print("branch", 439)
elif x == 440:
    print("branch", 440)
elif x == 441:
    print("branch", 441)
elif x == 442:
    print("branch", 442)
elif x == 443:
    print("branch", 443)
elif x == 444:
    print("branch", 444)
elif x == 445:
    print("branch", 445)
elif x == 446:
    print("branch", 446)
elif x == 447:
    print("branch", 447)
elif x == 448:
    print("branch", 448)
elif x == 449:
    print("branch", 449)
elif x == 450:
    print("branch", 450)
elif x == 451:
    print("branch", 451)
elif x == 452:
    print("branch", 452)
elif x == 453:
    print("branch", 453)
elif x == 454:
    print("branch", 454)
elif x == 455:
    print("branch", 455)
elif x == 456:
    print("branch", 456)
elif x == 457:
    print("branch", 457)
elif x == 458:
    print("branch", 458)
elif x == 459:
    print("branch", 459)
elif x == 460:
    print("branch", 460)
elif x == 461:
    print("branch", 461)
elif x == 462:
    print("branch", 462)
elif x == 463:
    print("branch", 463)
elif x == 464:
    print("branch", 464)
elif x == 465:
    print("branch", 465)
elif x == 466:
    print("branch", 466)
elif x == 467:
    print("branch", 467)
elif x == 468:
    print("branch", 468)
elif x == 469:
    print("branch", 469)
elif x == 470:
    print("branch", 470)
elif x == 471:
    print("branch", 471)
elif x == 472:
    print("branch", 472)
elif x == 473:
    print("branch", 473)
elif x == 474:
    print("branch", 474)
elif x == 475:
    print("branch", 475)
elif x == 476:
    print("branch", 476)
elif x == 477:
    print("branch", 477)
elif x == 478:
    print("branch", 478)
elif x == 479:
    print("branch", 479)
elif x == 480:
    print("branch", 480)
elif x == 481:
    print("branch", 481)
elif x == 482:
    print("branch", 482)
elif x == 483:
    print("branch", 483)
elif x == 484:
    print("branch", 484)
elif x == 485:
    print("branch", 485)
elif x == 486:
    print("branch", 486)
elif x == 487:
    print("branch", 487)
elif x == 488:
    print("branch", 488)
elif x == 489:
    print("branch", 489)
elif x == 490:
    print("branch", 490)
elif x == 491:
    print("branch", 491)
elif x == 492:
    print("branch", 492)
elif x == 493:
    print("branch", 493)
elif x == 494:
    print("branch", 494)
elif x == 495:
    print("branch", 495)
elif x == 496:
    print("branch", 496)
elif x == 497:
    print("branch", 497)
elif x == 498:
    print("branch", 498)
elif x == 499:
    print("branch", 499)
elif x == 500:
    print("branch", 500)
elif x == 501:
    print("branch", 501)
elif x == 502:
    print("branch", 502)
elif x == 503:
    print("branch", 503)
elif x == 504:
    print("branch", 504)
elif x == 505:
    print("branch", 505)
elif x == 506:
    print("branch", 506)
elif x == 507:
    print("branch", 507)
elif x == 508:
    print("branch", 508)
elif x == 509:
    print("branch", 509)
elif x == 510:
    print("branch", 510)
elif x == 511:
    print("branch", 511)
elif x == 512:
    print("branch", 512)
elif x == 513:
    print("branch", 513)
elif x == 514:
    print("branch", 514)
elif x == 515:
    print("branch", 515)
elif x == 516:
    print("branch", 516)
elif x == 517:
    print("branch", 517)
elif x == 518:
    print("branch", 518)
elif x == 519:
    print("branch", 519)
elif x == 520:
    print("branch", 520)
elif x == 521:
    print("branch", 521)
elif x == 522:
    print("branch", 522)
elif x == 523:
    print("branch", 523)
elif x == 524:
    print("branch", 524)
elif x == 525:
    print("branch", 525)
elif x == 526:
    print("branch", 526)
elif x == 527:
    print("branch", 527)
elif x == 528:
    print("branch", 528)
elif x == 529:
    print("branch", 529)
elif x == 530:
    print("branch", 530)
elif x == 531:
    print("branch", 531)
elif x == 532:
    print("branch", 532)
elif x == 533:
    print("branch", 533)
elif x == 534:
    print("branch", 534)
elif x == 535:
    print("branch", 535)
elif x == 536:
    print("branch", 536)
elif x == 537:
    print("branch", 537)
elif x == 538:
    print("branch", 538)
elif x == 539:
    print("branch", 539)
elif x == 540:
    print("branch", 540)
elif x == 541:
    print("branch", 541)
elif x == 542:
    print("branch", 542)
elif x == 543:
    print("branch", 543)
elif x == 544:
    print("branch", 544)
elif x == 545:
    print("branch", 545)
elif x == 546:
    print("branch", 546)
elif x == 547:
    print("branch", 547)
elif x == 548:
    print("branch", 548)
elif x == 549:
    print("branch", 549)
elif x == 550:
    print("branch", 550)
elif x == 551:
    print("branch", 551)
elif x == 552:
    print("branch", 552)
elif x == 553:
    print("branch", 553)
elif x == 554:
    print("branch", 554)
elif x == 555:
    print("branch", 555)
elif x == 556:
    print("branch", 556)
elif x == 557:
    print("branch", 557)
elif x == 558:
    print("branch", 558)
elif x == 559:
    print("branch", 559)
elif x == 560:
    print("branch", 560)
elif x == 561:
    print("branch", 561)
elif x == 562:
    print("branch", 562)
elif x == 563:
    print("branch", 563)
elif x == 564:
    print("branch", 564)
elif x == 565:
    print("branch", 565)
elif x == 566:
    print("branch", 566)
elif x == 567:
    print("branch", 567)
elif x == 568:
    print("branch", 568)
elif x == 569:
    print("branch", 569)
elif x == 570:
    print("branch", 570)
elif x == 571:
    print("branch", 571)
elif x == 572:
    print("branch", 572)
elif x == 573:
    print("branch", 573)
elif x == 574:
    print("branch", 574)
elif x == 575:
    print("branch", 575)
elif x == 576:
    print("branch", 576)
elif x == 577:
    print("branch", 577)
elif x == 578:
    print("branch", 578)
elif x == 579:
    print("branch", 579)
elif x == 580:
    print("branch", 580)
elif x == 581:
    print("branch", 581)
elif x == 582:
    print("branch", 582)
elif x == 583:
    print("branch", 583)
elif x == 584:
    print("branch", 584)
elif x == 585:
    print("branch", 585)
elif x == 586:
    print("branch", 586)
elif x == 587:
    print("branch", 587)
elif x == 588:
    print("branch", 588)
elif x == 589:
    print("branch", 589)
elif x == 590:
    print("branch", 590)
elif x == 591:
    print("branch", 591)
elif x == 592:
    print("branch", 592)
elif x == 593:
    print("branch", 593)
elif x == 594:
    print("branch", 594)
elif x == 595:
    print("branch", 595)
elif x == 596:
    print("branch", 596)
elif x == 597:
    print("branch", 597)
elif x == 598:
    print("branch", 598)
elif x == 599:
    print("branch", 599)
elif x == 600:
    print("branch", 600)
elif x == 601:
    print("branch", 601)
elif x == 602:
    print("branch", 602)
elif x == 603:
    print("branch", 603)
elif x == 604:
    print("branch", 604)
elif x == 605:
    print("branch", 605)
elif x == 606:
    print("branch", 606)
elif x == 607:
    print("branch", 607)
elif x == 608:
    print("branch", 608)
elif x == 609:
    print("branch", 609)
elif x == 610:
    print("branch", 610)
elif x == 611:
    print("branch", 611)
elif x == 612:
    print("branch", 612)
elif x == 613:
    print("branch", 613)
elif x == 614:
    print("branch", 614)
elif x == 615:
    print("branch", 615)
elif x == 616:
    print("branch", 616)
elif x == 617:
    print("branch", 617)
elif x == 618:
    print("branch", 618)
elif x == 619:
    print("branch", 619)
elif x == 620:
    print("branch", 620)
elif x == 621:
    print("branch", 621)
elif x == 622:
    print("branch", 622)
elif x == 623:
    print("branch", 623)
elif x == 624:
    print("branch", 624)
elif x == 625:
    print("branch", 625)
elif x == 626:
    print("branch", 626)
elif x == 627:
    print("branch", 627)
elif x == 628:
    print("branch", 628)
elif x == 629:
    print("branch", 629)
elif x == 630:
    print("branch", 630)
elif x == 631:
    print("branch", 631)
elif x == 632:
    print("branch", 632)
elif x == 633:
    print("branch", 633)
elif x == 634:
    print("branch", 634)
elif x == 635:
    print("branch", 635)
elif x == 636:
    print("branch", 636)
elif x == 637:
    print("branch", 637)
elif x == 638:
    print("branch", 638)
elif x == 639:
    print("branch", 639)
elif x == 640:
    print("branch", 640)
elif x == 641:
    print("branch", 641)
elif x == 642:
    print("branch", 642)
elif x == 643:
    print("branch", 643)
elif x == 644:
    print("branch", 644)
elif x == 645:
    print("branch", 645)
elif x == 646:
    print("branch", 646)
elif x == 647:
    print("branch", 647)
elif x == 648:
    print("branch", 648)
elif x == 649:
    print("branch", 649)
elif x == 650:
    print("branch", 650)
elif x == 651:
    print("branch", 651)
elif x == 652:
    print("branch", 652)
elif x == 653:
    print("branch", 653)
elif x == 654:
    print("branch", 654)
elif x == 655:
    print("branch", 655)
elif x == 656:
    print("branch", 656)
elif x == 657:
    print("branch", 657)
elif x == 658:
    print("branch", 658)
elif x == 659:
    print("branch", 659)
elif x == 660:
    print("branch", 660)
elif x == 661:
    print("branch", 661)
elif x == 662:
    print("branch", 662)
elif x == 663:
    print("branch", 663)
elif x == 664:
    print("branch", 664)
elif x == 665:
    print("branch", 665)
elif x == 666:
    print("branch", 666)
elif x == 667:
    print("branch", 667)
elif x == 668:
    print("branch", 668)
elif x == 669:
    print("branch", 669)
elif x == 670:
    print("branch", 670)
elif x == 671:
    print("branch", 671)
elif x == 672:
    print("branch", 672)
elif x == 673:
    print("branch", 673)
elif x == 674:
    print("branch", 674)
elif x == 675:
    print("branch", 675)
elif x == 676:
    print("branch", 676)
elif x == 677:
    print("branch", 677)
elif x == 678:
    print("branch", 678)
elif x == 679:
    print("branch", 679)
elif x == 680:
    print("branch", 680)
elif x == 681:
    print("branch", 681)
elif x == 682:
    print("branch", 682)
elif x == 683:
    print("branch", 683)
elif x == 684:
    print("branch", 684)
elif x == 685:
    print("branch", 685)
elif x == 686:
    print("branch", 686)
elif x == 687:
    print("branch", 687)
elif x == 688:
    print("branch", 688)
elif x == 689:
    print("branch", 689)
elif x == 690:
    print("branch", 690)
elif x == 691:
    print("branch", 691)
elif x == 692:
    print("branch", 692)
elif x == 693:
    print("branch", 693)
elif x == 694:
    print("branch", 694)
elif x == 695:
    print("branch", 695)
elif x == 696:
    print("branch", 696)
elif x == 697:
    print("branch", 697)
elif x == 698:
    print("branch", 698)
elif x == 699:
    print("branch", 699)
elif x == 700:
    print("branch", 700)
elif x == 701:
    print("branch", 701)
elif x == 702:
    print("branch", 702)
elif x == 703:
    print("branch", 703)
elif x == 704:
    print("branch", 704)
elif x == 705:
    print("branch", 705)
elif x == 706:
    print("branch", 706)
elif x == 707:
    print("branch", 707)
elif x == 708:
    print("branch", 708)
elif x == 709:
    print("branch", 709)
elif x == 710:
    print("branch", 710)
elif x == 711:
    print("branch", 711)
elif x == 712:
    print("branch", 712)
elif x == 713:
    print("branch", 713)
elif x == 714:
    print("branch", 714)
elif x == 715:
    print("branch", 715)
elif x == 716:
    print("branch", 716)
elif x == 717:
    print("branch", 717)
elif x == 718:
    print("branch", 718)
elif x == 719:
    print("branch", 719)
elif x == 720:
    print("branch", 720)
elif x == 721:
    print("branch", 721)
elif x == 722:
    print("branch", 722)
elif x == 723:
    print("branch", 723)
elif x == 724:
    print("branch", 724)
elif x == 725:
    print("branch", 725)
elif x == 726:
    print("branch", 726)
elif x == 727:
    print("branch", 727)
elif x == 728:
    print("branch", 728)
elif x == 729:
    print("branch", 729)
elif x == 730:
    print("branch", 730)
elif x == 731:
    print("branch", 731)
elif x == 732:
    print("branch", 732)
elif x == 733:
    print("branch", 733)
elif x == 734:
    print("branch", 734)
elif x == 735:
    print("branch", 735)
elif x == 736:
    print("branch", 736)
elif x == 737:
    print("branch", 737)
elif x == 738:
    print("branch", 738)
elif x == 739:
    print("branch", 739)
elif x == 740:
    print("branch", 740)
elif x == 741:
    print("branch", 741)
elif x == 742:
    print("branch", 742)
elif x == 743:
    print("branch", 743)
elif x == 744:
    print("branch", 744)
elif x == 745:
    print("branch", 745)
elif x == 746:
    print("branch", 746)
elif x == 747:
    print("branch", 747)
elif x == 748:
    print("branch", 748)
elif x == 749:
    print("branch", 749)
elif x == 750:
    print("branch", 750)
elif x == 751:
    print("branch", 751)
elif x == 752:
    print("branch", 752)
elif x == 753:
    print("branch", 753)
elif x == 754:
    print("branch", 754)
elif x == 755:
    print("branch", 755)
elif x == 756:
    print("branch", 756)
elif x == 757:
    print("branch", 757)
elif x == 758:
    print("branch", 758)
elif x == 759:
    print("branch", 759)
elif x == 760:
    print("branch", 760)
elif x == 761:
    print("branch", 761)
elif x == 762:
    print("branch", 762)
elif x == 763:
    print("branch", 763)
elif x == 764:
    print("branch", 764)
elif x == 765:
    print("branch", 765)
elif x == 766:
    print("branch", 766)
elif x == 767:
    print("branch", 767)
elif x == 768:
    print("branch", 768)
elif x == 769:
    print("branch", 769)
elif x == 770:
    print("branch", 770)
elif x == 771:
    print("branch", 771)
elif x == 772:
    print("branch", 772)
elif x == 773:
    print("branch", 773)
elif x == 774:
    print("branch", 774)
elif x == 775:
    print("branch", 775)
elif x == 776:
    print("branch", 776)
elif x == 777:
    print("branch", 777)
elif x == 778:
    print("branch", 778)
elif x == 779:
    print("branch", 779)
elif x == 780:
    print("branch", 780)
elif x == 781:
    print("branch", 781)
elif x == 782:
    print("branch", 782)
elif x == 783:
    print("branch", 783)
elif x == 784:
    print("branch", 784)
elif x == 785:
    print("branch", 785)
elif x == 786:
    print("branch", 786)
elif x == 787:
    print("branch", 787)
elif x == 788:
    print("branch", 788)
elif x == 789:
    print("branch", 789)
elif x == 790:
    print("branch", 790)
elif x == 791:
    print("branch", 791)
elif x == 792:
    print("branch", 792)
elif x == 793:
    print("branch", 793)
elif x == 794:
    print("branch", 794)
elif x == 795:
    print("branch", 795)
elif x == 796:
    print("branch", 796)
elif x == 797:
    print("branch", 797)
elif x == 798:
    print("branch", 798)
elif x == 799:
    print("branch", 799)
elif x == 800:
    print("branch", 800)
elif x == 801:
    print("branch", 801)
elif x == 802:
    print("branch", 802)
elif x == 803:
    print("branch", 803)
elif x == 804:
    print("branch", 804)
elif x == 805:
    print("branch", 805)
elif x == 806:
    print("branch", 806)
elif x == 807:
    print("branch", 807)
elif x == 808:
    print("branch", 808)
elif x == 809:
    print("branch", 809)
elif x == 810:
    print("branch", 810)
elif x == 811:
    print("branch", 811)
elif x == 812:
    print("branch", 812)
elif x == 813:
    print("branch", 813)
elif x == 814:
    print("branch", 814)
elif x == 815:
    print("branch", 815)
elif x == 816:
    print("branch", 816)
elif x == 817:
    print("branch", 817)
elif x == 818:
    print("branch", 818)
elif x == 819:
    print("branch", 819)
elif x == 820:
    print("branch", 820)
elif x == 821:
    print("branch", 821)
elif x == 822:
    print("branch", 822)
elif x == 823:
    print("branch", 823)
elif x == 824:
    print("branch", 824)
elif x == 825:
    print("branch", 825)
elif x == 826:
    print("branch", 826)
elif x == 827:
    print("branch", 827)
elif x == 828:
    print("branch", 828)
elif x == 829:
    print("branch", 829)
elif x == 830:
    print("branch", 830)
elif x == 831:
    print("branch", 831)
elif x == 832:
    print("branch", 832)
elif x == 833:
    print("branch", 833)
elif x == 834:
    print("branch", 834)
elif x == 835:
    print("branch", 835)
elif x == 836:
    print("branch", 836)
elif x == 837:
    print("branch", 837)
elif x == 838:
    print("branch", 838)
elif x == 839:
    print("branch", 839)
elif x == 840:
    print("branch", 840)
elif x == 841:
    print("branch", 841)
elif x == 842:
    print("branch", 842)
elif x == 843:
    print("branch", 843)
elif x == 844:
    print("branch", 844)
elif x == 845:
    print("branch", 845)
elif x == 846:
    print("branch", 846)
elif x == 847:
    print("branch", 847)
elif x == 848:
    print("branch", 848)
elif x == 849:
    print("branch", 849)
elif x == 850:
    print("branch", 850)
elif x == 851:
    print("branch", 851)
elif x == 852:
    print("branch", 852)
elif x == 853:
    print("branch", 853)
elif x == 854:
    print("branch", 854)
elif x == 855:
    print("branch", 855)
elif x == 856:
    print("branch", 856)
elif x == 857:
    print("branch", 857)
elif x == 858:
    print("branch", 858)
elif x == 859:
    print("branch", 859)
elif x == 860:
    print("branch", 860)
elif x == 861:
    print("branch", 861)
elif x == 862:
    print("branch", 862)
elif x == 863:
    print("branch", 863)
elif x == 864:
    print("branch", 864)
elif x == 865:
    print("branch", 865)
elif x == 866:
    print("branch", 866)
elif x == 867:
    print("branch", 867)
elif x == 868:
    print("branch", 868)
elif x == 869:
    print("branch", 869)
elif x == 870:
    print("branch", 870)
elif x == 871:
    print("branch", 871)
elif x == 872:
    print("branch", 872)
elif x == 873:
    print("branch", 873)
elif x == 874:
    print("branch", 874)
elif x == 875:
    print("branch", 875)
elif x == 876:
    print("branch", 876)
elif x == 877:
    print("branch", 877)
elif x == 878:
    print("branch", 878)
elif x == 879:
    print("branch", 879)
elif x == 880:
    print("branch", 880)
elif x == 881:
    print("branch", 881)
elif x == 882:
    print("branch", 882)
elif x == 883:
    print("branch", 883)
elif x == 884:
    print("branch", 884)
elif x == 885:
    print("branch", 885)
elif x == 886:
    print("branch", 886)
elif x == 887:
    print("branch", 887)
elif x == 888:
    print("branch", 888)
elif x == 889:
    print("branch", 889)
elif x == 890:
    print("branch", 890)
elif x == 891:
    print("branch", 891)
elif x == 892:
    print("branch", 892)
elif x == 893:
    print("branch", 893)
elif x == 894:
    print("branch", 894)
elif x == 895:
    print("branch", 895)
elif x == 896:
    print("branch", 896)
elif x == 897:
    print("branch", 897)
elif x == 898:
    print("branch", 898)
elif x == 899:
    print("branch", 899)
elif x == 900:
    print("branch", 900)
elif x == 901:
    print("branch", 901)
elif x == 902:
    print("branch", 902)
elif x == 903:
    print("branch", 903)
elif x == 904:
    print("branch", 904)
elif x == 905:
    print("branch", 905)
elif x == 906:
    print("branch", 906)
elif x == 907:
    print("branch", 907)
elif x == 908:
    print("branch", 908)
elif x == 909:
    print("branch", 909)
elif x == 910:
    print("branch", 910)
elif x == 911:
    print("branch", 911)
elif x == 912:
    print("branch", 912)
elif x == 913:
    print("branch", 913)
elif x == 914:
    print("branch", 914)
elif x == 915:
    print("branch", 915)
elif x == 916:
    print("branch", 916)
elif x == 917:
    print("branch", 917)
elif x == 918:
    print("branch", 918)
elif x == 919:
    print("branch", 919)
elif x == 920:
    print("branch", 920)
elif x == 921:
    print("branch", 921)
elif x == 922:
    print("branch", 922)
elif x == 923:
    print("branch", 923)
elif x == 924:
    print("branch", 924)
elif x == 925:
    print("branch", 925)
elif x == 926:
    print("branch", 926)
elif x == 927:
    print("branch", 927)
elif x == 928:
    print("branch", 928)
elif x == 929:
    print("branch", 929)
elif x == 930:
    print("branch", 930)
elif x == 931:
    print("branch", 931)
elif x == 932:
    print("branch", 932)
elif x == 933:
    print("branch", 933)
elif x == 934:
    print("branch", 934)
elif x == 935:
    print("branch", 935)
elif x == 936:
    print("branch", 936)
elif x == 937:
    print("branch", 937)
elif x == 938:
    print("branch", 938)
elif x == 939:
    print("branch", 939)
elif x == 940:
    print("branch", 940)
elif x == 941:
    print("branch", 941)
elif x == 942:
    print("branch", 942)
elif x == 943:
    print("branch", 943)
elif x == 944:
    print("branch", 944)
elif x == 945:
    print("branch", 945)
elif x == 946:
    print("branch", 946)
elif x == 947:
    print("branch", 947)
elif x == 948:
    print("branch", 948)
elif x == 949:
    print("branch", 949)
elif x == 950:
    print("branch", 950)
elif x == 951:
    print("branch", 951)
elif x == 952:
    print("branch", 952)
elif x == 953:
    print("branch", 953)
elif x == 954:
    print("branch", 954)
elif x == 955:
    print("branch", 955)
elif x == 956:
    print("branch", 956)
elif x == 957:
    print("branch", 957)
elif x == 958:
    print("branch", 958)
elif x == 959:
    print("branch", 959)
elif x == 960:
    print("branch", 960)
elif x == 961:
    print("branch", 961)
elif x == 962:
    print("branch", 962)
elif x == 963:
    print("branch", 963)
elif x == 964:
    print("branch", 964)
elif x == 965:
    print("branch", 965)
elif x == 966:
    print("branch", 966)
elif x == 967:
    print("branch", 967)
elif x == 968:
    print("branch", 968)
elif x == 969:
    print("branch", 969)
elif x == 970:
    print("branch", 970)
elif x == 971:
    print("branch", 971)
elif x == 972:
    print("branch", 972)
elif x == 973:
    print("branch", 973)
elif x == 974:
    print("branch", 974)
elif x == 975:
    print("branch", 975)
elif x == 976:
    print("branch", 976)
elif x == 977:
    print("branch", 977)
elif x == 978:
    print("branch", 978)
elif x == 979:
    print("branch", 979)
elif x == 980:
    print("branch", 980)
elif x == 981:
    print("branch", 981)
elif x == 982:
    print("branch", 982)
elif x == 983:
    print("branch", 983)
elif x == 984:
    print("branch", 984)
elif x == 985:
    print("branch", 985)
elif x == 986:
    print("branch", 986)
elif x == 987:
    print("branch", 987)
elif x == 988:
    print("branch", 988)
elif x == 989:
    print("branch", 989)
elif x == 990:
    print("branch", 990)
elif x == 991:
    print("branch", 991)
elif x == 992:
    print("branch", 992)
elif x == 993:
    print("branch", 993)
elif x == 994:
    print("branch", 994)
elif x == 995:
    print("branch", 995)
elif x == 996:
    print("branch", 996)
elif x == 997:
    print("branch", 997)
elif x == 998:
    print("branch", 998)
elif x == 999:
    print("branch", 999)
elif x == 1000:
    print("branch", 1000)
elif x == 1001:
    print("branch", 1001)
elif x == 1002:
    print("branch", 1002)
elif x == 1003:
    print("branch", 1003)
elif x == 1004:
    print("branch", 1004)
elif x == 1005:
    print("branch", 1005)
elif x == 1006:
    print("branch", 1006)
elif x == 1007:
    print("branch", 1007)
elif x == 1008:
    print("branch", 1008)
elif x == 1009:
    print("branch", 1009)
elif x == 1010:
    print("branch", 1010)
elif x == 1011:
    print("branch", 1011)
elif x == 1012:
    print("branch", 1012)
elif x == 1013:
    print("branch", 1013)
elif x == 1014:
    print("branch", 1014)
elif x == 1015:
    print("branch", 1015)
elif x == 1016:
    print("branch", 1016)
elif x == 1017:
    print("branch", 1017)
elif x == 1018:
    print("branch", 1018)
elif x == 1019:
    print("branch", 1019)
elif x == 1020:
    print("branch", 1020)
elif x == 1021:
    print("branch", 1021)
elif x == 1022:
    print("branch", 1022)
elif x == 1023:
    print("branch", 1023)
elif x == 1024:
    print("branch", 1024)
elif x == 1025:
    print("branch", 1025)
elif x == 1026:
    print("branch", 1026)
elif x == 1027:
    print("branch", 1027)
elif x == 1028:
    print("branch", 1028)
elif x == 1029:
    print("branch", 1029)
elif x == 1030:
    print("branch", 1030)
elif x == 1031:
    print("branch", 1031)
elif x == 1032:
    print("branch", 1032)
elif x == 1033:
    print("branch", 1033)
elif x == 1034:
    print("branch", 1034)
elif x == 1035:
    print("branch", 1035)
elif x == 1036:
    print("branch", 1036)
elif x == 1037:
    print("branch", 1037)
elif x == 1038:
    print("branch", 1038)
elif x == 1039:
    print("branch", 1039)
elif x == 1040:
    print("branch", 1040)
elif x == 1041:
    print("branch", 1041)
elif x == 1042:
    print("branch", 1042)
elif x == 1043:
    print("branch", 1043)
elif x == 1044:
    print("branch", 1044)
elif x == 1045:
    print("branch", 1045)
elif x == 1046:
    print("branch", 1046)
elif x == 1047:
    print("branch", 1047)
elif x == 1048:
    print("branch", 1048)
elif x == 1049:
    print("branch", 1049)
elif x == 1050:
    print("branch", 1050)
elif x == 1051:
    print("branch", 1051)
elif x == 1052:
    print("branch", 1052)
elif x == 1053:
    print("branch", 1053)
elif x == 1054:
    print("branch", 1054)
elif x == 1055:
    print("branch", 1055)
elif x == 1056:
    print("branch", 1056)
elif x == 1057:
    print("branch", 1057)
elif x == 1058:
    print("branch", 1058)
elif x == 1059:
    print("branch", 1059)
elif x == 1060:
    print("branch", 1060)
elif x == 1061:
    print("branch", 1061)
elif x == 1062:
    print("branch", 1062)
elif x == 1063:
    print("branch", 1063)
elif x == 1064:
    print("branch", 1064)
elif x == 1065:
    print("branch", 1065)
elif x == 1066:
    print("branch", 1066)
elif x == 1067:
    print("branch", 1067)
elif x == 1068:
    print("branch", 1068)
elif x == 1069:
    print("branch", 1069)
elif x == 1070:
    print("branch", 1070)
elif x == 1071:
    print("branch", 1071)
elif x == 1072:
    print("branch", 1072)
elif x == 1073:
    print("branch", 1073)
elif x == 1074:
    print("branch", 1074)
elif x == 1075:
    print("branch", 1075)
elif x == 1076:
    print("branch", 1076)
elif x == 1077:
    print("branch", 1077)
elif x == 1078:
    print("branch", 1078)
elif x == 1079:
    print("branch", 1079)
elif x == 1080:
    print("branch", 1080)
elif x == 1081:
    print("branch", 1081)
elif x == 1082:
    print("branch", 1082)
elif x == 1083:
    print("branch", 1083)
elif x == 1084:
    print("branch", 1084)
elif x == 1085:
    print("branch", 1085)
elif x == 1086:
    print("branch", 1086)
elif x == 1087:
    print("branch", 1087)
elif x == 1088:
    print("branch", 1088)
elif x == 1089:
    print("branch", 1089)
elif x == 1090:
    print("branch", 1090)
elif x == 1091:
    print("branch", 1091)
elif x == 1092:
    print("branch", 1092)
elif x == 1093:
    print("branch", 1093)
elif x == 1094:
    print("branch", 1094)
elif x == 1095:
    print("branch", 1095)
elif x == 1096:
    print("branch", 1096)
elif x == 1097:
    print("branch", 1097)
elif x == 1098:
    print("branch", 1098)
elif x == 1099:
    print("branch", 1099)
elif x == 1100:
    print("branch", 1100)
elif x == 1101:
    print("branch", 1101)
elif x == 1102:
    print("branch", 1102)
elif x == 1103:
    print("branch", 1103)
elif x == 1104:
    print("branch", 1104)
elif x == 1105:
    print("branch", 1105)
elif x == 1106:
    print("branch", 1106)
elif x == 1107:
    print("branch", 1107)
elif x == 1108:
    print("branch", 1108)
elif x == 1109:
    print("branch", 1109)
elif x == 1110:
    print("branch", 1110)
elif x == 1111:
    print("branch", 1111)
elif x == 1112:
    print("branch", 1112)
elif x == 1113:
    print("branch", 1113)
elif x == 1114:
    print("branch", 1114)
elif x == 1115:
    print("branch", 1115)
elif x == 1116:
    print("branch", 1116)
elif x == 1117:
    print("branch", 1117)
elif x == 1118:
    print("branch", 1118)
elif x == 1119:
    print("branch", 1119)
elif x == 1120:
    print("branch", 1120)
elif x == 1121:
    print("branch", 1121)
elif x == 1122:
    print("branch", 1122)
elif x == 1123:
    print("branch", 1123)
elif x == 1124:
    print("branch", 1124)
elif x == 1125:
    print("branch", 1125)
elif x == 1126:
    print("branch", 1126)
elif x == 1127:
    print("branch", 1127)
elif x == 1128:
    print("branch", 1128)
elif x == 1129:
    print("branch", 1129)
elif x == 1130:
    print("branch", 1130)
elif x == 1131:
    print("branch", 1131)
elif x == 1132:
    print("branch", 1132)
elif x == 1133:
    print("branch", 1133)
elif x == 1134:
    print("branch", 1134)
elif x == 1135:
    print("branch", 1135)
elif x == 1136:
    print("branch", 1136)
elif x == 1137:
    print("branch", 1137)
elif x == 1138:
    print("branch", 1138)
elif x == 1139:
    print("branch", 1139)
elif x == 1140:
    print("branch", 1140)
elif x == 1141:
    print("branch", 1141)
elif x == 1142:
    print("branch", 1142)
elif x == 1143:
    print("branch", 1143)
elif x == 1144:
    print("branch", 1144)
elif x == 1145:
    print("branch", 1145)
elif x == 1146:
    print("branch", 1146)
elif x == 1147:
    print("branch", 1147)
elif x == 1148:
    print("branch", 1148)
elif x == 1149:
    print("branch", 1149)
elif x == 1150:
    print("branch", 1150)
elif x == 1151:
    print("branch", 1151)
elif x == 1152:
    print("branch", 1152)
elif x == 1153:
    print("branch", 1153)
elif x == 1154:
    print("branch", 1154)
elif x == 1155:
    print("branch", 1155)
elif x == 1156:
    print("branch", 1156)
elif x == 1157:
    print("branch", 1157)
elif x == 1158:
    print("branch", 1158)
elif x == 1159:
    print("branch", 1159)
elif x == 1160:
    print("branch", 1160)
elif x == 1161:
    print("branch", 1161)
elif x == 1162:
    print("branch", 1162)
elif x == 1163:
    print("branch", 1163)
elif x == 1164:
    print("branch", 1164)
elif x == 1165:
    print("branch", 1165)
elif x == 1166:
    print("branch", 1166)
elif x == 1167:
    print("branch", 1167)
elif x == 1168:
    print("branch", 1168)
elif x == 1169:
    print("branch", 1169)
elif x == 1170:
    print("branch", 1170)
elif x == 1171:
    print("branch", 1171)
elif x == 1172:
    print("branch", 1172)
elif x == 1173:
    print("branch", 1173)
elif x == 1174:
    print("branch", 1174)
elif x == 1175:
    print("branch", 1175)
elif x == 1176:
    print("branch", 1176)
elif x == 1177:
    print("branch", 1177)
elif x == 1178:
    print("branch", 1178)
elif x == 1179:
    print("branch", 1179)
elif x == 1180:
    print("branch", 1180)
elif x == 1181:
    print("branch", 1181)
elif x == 1182:
    print("branch", 1182)
elif x == 1183:
    print("branch", 1183)
elif x == 1184:
    print("branch", 1184)
elif x == 1185:
    print("branch", 1185)
elif x == 1186:
    print("branch", 1186)
elif x == 1187:
    print("branch", 1187)
elif x == 1188:
    print("branch", 1188)
elif x == 1189:
    print("branch", 1189)
elif x == 1190:
    print("branch", 1190)
elif x == 1191:
    print("branch", 1191)
elif x == 1192:
    print("branch", 1192)
elif x == 1193:
    print("branch", 1193)
elif x == 1194:
    print("branch", 1194)
elif x == 1195:
    print("branch", 1195)
elif x == 1196:
    print("branch", 1196)
elif x == 1197:
    print("branch", 1197)
elif x == 1198:
    print("branch", 1198)
elif x == 1199:
    print("branch", 1199)
elif x == 1200:
    print("branch", 1200)
elif x == 1201:
    print("branch", 1201)
elif x == 1202:
    print("branch", 1202)
elif x == 1203:
    print("branch", 1203)
elif x == 1204:
    print("branch", 1204)
elif x == 1205:
    print("branch", 1205)
elif x == 1206:
    print("branch", 1206)
elif x == 1207:
    print("branch", 1207)
elif x == 1208:
    print("branch", 1208)
elif x == 1209:
    print("branch", 1209)
elif x == 1210:
    print("branch", 1210)
elif x == 1211:
    print("branch", 1211)
elif x == 1212:
    print("branch", 1212)
elif x == 1213:
    print("branch", 1213)
elif x == 1214:
    print("branch", 1214)
elif x == 1215:
    print("branch", 1215)
elif x == 1216:
    print("branch", 1216)
elif x == 1217:
    print("branch", 1217)
elif x == 1218:
    print("branch", 1218)
elif x == 1219:
    print("branch", 1219)
elif x == 1220:
    print("branch", 1220)
elif x == 1221:
    print("branch", 1221)
elif x == 1222:
    print("branch", 1222)
elif x == 1223:
    print("branch", 1223)
elif x == 1224:
    print("branch", 1224)
elif x == 1225:
    print("branch", 1225)
elif x == 1226:
    print("branch", 1226)
elif x == 1227:
    print("branch", 1227)
elif x == 1228:
    print("branch", 1228)
elif x == 1229:
    print("branch", 1229)
elif x == 1230:
    print("branch", 1230)
elif x == 1231:
    print("branch", 1231)
elif x == 1232:
    print("branch", 1232)
elif x == 1233:
    print("branch", 1233)
elif x == 1234:
    print("branch", 1234)
elif x == 1235:
    print("branch", 1235)
elif x == 1236:
    print("branch", 1236)
elif x == 1237:
    print("branch", 1237)
elif x == 1238:
    print("branch", 1238)
elif x == 1239:
    print("branch", 1239)
elif x == 1240:
    print("branch", 1240)
elif x == 1241:
    print("branch", 1241)
elif x == 1242:
    print("branch", 1242)
elif x == 1243:
    print("branch", 1243)
elif x == 1244:
    print("branch", 1244)
elif x == 1245:
    print("branch", 1245)
elif x == 1246:
    print("branch", 1246)
elif x == 1247:
    print("branch", 1247)
elif x == 1248:
    print("branch", 1248)
elif x == 1249:
    print("branch", 1249)
elif x == 1250:
    print("branch", 1250)
elif x == 1251:
    print("branch", 1251)
elif x == 1252:
    print("branch", 1252)
elif x == 1253:
    print("branch", 1253)
elif x == 1254:
    print("branch", 1254)
elif x == 1255:
    print("branch", 1255)
elif x == 1256:
    print("branch", 1256)
elif x == 1257:
    print("branch", 1257)
elif x == 1258:
    print("branch", 1258)
elif x == 1259:
    print("branch", 1259)
elif x == 1260:
    print("branch", 1260)
elif x == 1261:
    print("branch", 1261)
elif x == 1262:
    print("branch", 1262)
elif x == 1263:
    print("branch", 1263)
elif x == 1264:
    print("branch", 1264)
elif x == 1265:
    print("branch", 1265)
elif x == 1266:
    print("branch", 1266)
elif x == 1267:
    print("branch", 1267)
elif x == 1268:
    print("branch", 1268)
elif x == 1269:
    print("branch", 1269)
elif x == 1270:
    print("branch", 1270)
elif x == 1271:
    print("branch", 1271)
elif x == 1272:
    print("branch", 1272)
elif x == 1273:
    print("branch", 1273)
elif x == 1274:
    print("branch", 1274)
elif x == 1275:
    print("branch", 1275)
elif x == 1276:
    print("branch", 1276)
elif x == 1277:
    print("branch", 1277)
elif x == 1278:
    print("branch", 1278)
elif x == 1279:
    print("branch", 1279)
elif x == 1280:
    print("branch", 1280)
elif x == 1281:
    print("branch", 1281)
elif x == 1282:
    print("branch", 1282)
elif x == 1283:
    print("branch", 1283)
elif x == 1284:
    print("branch", 1284)
elif x == 1285:
    print("branch", 1285)
elif x == 1286:
    print("branch", 1286)
elif x == 1287:
    print("branch", 1287)
elif x == 1288:
    print("branch", 1288)
elif x == 1289:
    print("branch", 1289)
elif x == 1290:
    print("branch", 1290)
elif x == 1291:
    print("branch", 1291)
elif x == 1292:
    print("branch", 1292)
elif x == 1293:
    print("branch", 1293)
elif x == 1294:
    print("branch", 1294)
elif x == 1295:
    print("branch", 1295)
elif x == 1296:
    print("branch", 1296)
elif x == 1297:
    print("branch", 1297)
elif x == 1298:
    print("branch", 1298)
elif x == 1299:
    print("branch", 1299)
elif x == 1300:
    print("branch", 1300)
elif x == 1301:
    print("branch", 1301)
elif x == 1302:
    print("branch", 1302)
elif x == 1303:
    print("branch", 1303)
elif x == 1304:
    print("branch", 1304)
elif x == 1305:
    print("branch", 1305)
elif x == 1306:
    print("branch", 1306)
elif x == 1307:
    print("branch", 1307)
elif x == 1308:
    print("branch", 1308)
elif x == 1309:
    print("branch", 1309)
elif x == 1310:
    print("branch", 1310)
elif x == 1311:
    print("branch", 1311)
elif x == 1312:
    print("branch", 1312)
elif x == 1313:
    print("branch", 1313)
elif x == 1314:
    print("branch", 1314)
elif x == 1315:
    print("branch", 1315)
elif x == 1316:
    print("branch", 1316)
elif x == 1317:
    print("branch", 1317)
elif x == 1318:
    print("branch", 1318)
elif x == 1319:
    print("branch", 1319)
elif x == 1320:
    print("branch", 1320)
elif x == 1321:
    print("branch", 1321)
elif x == 1322:
    print("branch", 1322)
elif x == 1323:
    print("branch", 1323)
elif x == 1324:
    print("branch", 1324)
elif x == 1325:
    print("branch", 1325)
elif x == 1326:
    print("branch", 1326)
elif x == 1327:
    print("branch", 1327)
elif x == 1328:
    print("branch", 1328)
elif x == 1329:
    print("branch", 1329)
elif x == 1330:
    print("branch", 1330)
elif x == 1331:
    print("branch", 1331)
elif x == 1332:
    print("branch", 1332)
elif x == 1333:
    print("branch", 1333)
elif x == 1334:
    print("branch", 1334)
elif x == 1335:
    print("branch", 1335)
elif x == 1336:
    print("branch", 1336)
elif x == 1337:
    print("branch", 1337)
elif x == 1338:
    print("branch", 1338)
elif x == 1339:
    print("branch", 1339)
elif x == 1340:
    print("branch", 1340)
elif x == 1341:
    print("branch", 1341)
elif x == 1342:
    print("branch", 1342)
elif x == 1343:
    print("branch", 1343)
elif x == 1344:
    print("branch", 1344)
elif x == 1345:
    print("branch", 1345)
elif x == 1346:
    print("branch", 1346)
elif x == 1347:
    print("branch", 1347)
elif x == 1348:
    print("branch", 1348)
elif x == 1349:
    print("branch", 1349)
elif x == 1350:
    print("branch", 1350)
elif x == 1351:
    print("branch", 1351)
elif x == 1352:
    print("branch", 1352)
elif x == 1353:
    print("branch", 1353)
elif x == 1354:
    print("branch", 1354)
elif x == 1355:
    print("branch", 1355)
elif x == 1356:
    print("branch", 1356)
elif x == 1357:
    print("branch", 1357)
elif x == 1358:
    print("branch", 1358)
elif x == 1359:
    print("branch", 1359)
elif x == 1360:
    print("branch", 1360)
elif x == 1361:
    print("branch", 1361)
elif x == 1362:
    print("branch", 1362)
elif x == 1363:
    print("branch", 1363)
elif x == 1364:
    print("branch", 1364)
elif x == 1365:
    print("branch", 1365)
elif x == 1366:
    print("branch", 1366)
elif x == 1367:
    print("branch", 1367)
elif x == 1368:
    print("branch", 1368)
elif x == 1369:
    print("branch", 1369)
elif x == 1370:
    print("branch", 1370)
elif x == 1371:
    print("branch", 1371)
elif x == 1372:
    print("branch", 1372)
elif x == 1373:
    print("branch", 1373)
elif x == 1374:
    print("branch", 1374)
elif x == 1375:
    print("branch", 1375)
elif x == 1376:
    print("branch", 1376)
elif x == 1377:
    print("branch", 1377)
elif x == 1378:
    print("branch", 1378)
elif x == 1379:
    print("branch", 1379)
elif x == 1380:
    print("branch", 1380)
elif x == 1381:
    print("branch", 1381)
elif x == 1382:
    print("branch", 1382)
elif x == 1383:
    print("branch", 1383)
elif x == 1384:
    print("branch", 1384)
elif x == 1385:
    print("branch", 1385)
elif x == 1386:
    print("branch", 1386)
elif x == 1387:
    print("branch", 1387)
elif x == 1388:
    print("branch", 1388)
elif x == 1389:
    print("branch", 1389)
elif x == 1390:
    print("branch", 1390)
elif x == 1391:
    print("branch", 1391)
elif x == 1392:
    print("branch", 1392)
elif x == 1393:
    print("branch", 1393)
elif x == 1394:
    print("branch", 1394)
elif x == 1395:
    print("branch", 1395)
elif x == 1396:
    print("branch", 1396)
elif x == 1397:
    print("branch", 1397)
elif x == 1398:
    print("branch", 1398)
elif x == 1399:
    print("branch", 1399)
elif x == 1400:
    print("branch", 1400)
elif x == 1401:
    print("branch", 1401)
elif x == 1402:
    print("branch", 1402)
elif x == 1403:
    print("branch", 1403)
elif x == 1404:
    print("branch", 1404)
elif x == 1405:
    print("branch", 1405)
elif x == 1406:
    print("branch", 1406)
elif x == 1407:
    print("branch", 1407)
elif x == 1408:
    print("branch", 1408)
elif x == 1409:
    print("branch", 1409)
elif x == 1410:
    print("branch", 1410)
elif x == 1411:
    print("branch", 1411)
elif x == 1412:
    print("branch", 1412)
elif x == 1413:
    print("branch", 1413)
elif x == 1414:
    print("branch", 1414)
elif x == 1415:
    print("branch", 1415)
elif x == 1416:
    print("branch", 1416)
elif x == 1417:
    print("branch", 1417)
elif x == 1418:
    print("branch", 1418)
elif x == 1419:
    print("branch", 1419)
elif x == 1420:
    print("branch", 1420)
elif x == 1421:
    print("branch", 1421)
elif x == 1422:
    print("branch", 1422)
elif x == 1423:
    print("branch", 1423)
elif x == 1424:
    print("branch", 1424)
elif x == 1425:
    print("branch", 1425)
elif x == 1426:
    print("branch", 1426)
elif x == 1427:
    print("branch", 1427)
elif x == 1428:
    print("branch", 1428)
elif x == 1429:
    print("branch", 1429)
elif x == 1430:
    print("branch", 1430)
elif x == 1431:
    print("branch", 1431)
elif x == 1432:
    print("branch", 1432)
elif x == 1433:
    print("branch", 1433)
elif x == 1434:
    print("branch", 1434)
elif x == 1435:
    print("branch", 1435)
elif x == 1436:
    print("branch", 1436)
elif x == 1437:
    print("branch", 1437)
elif x == 1438:
    print("branch", 1438)
elif x == 1439:
    print("branch", 1439)
elif x == 1440:
    print("branch", 1440)
elif x == 1441:
    print("branch", 1441)
elif x == 1442:
    print("branch", 1442)
elif x == 1443:
    print("branch", 1443)
elif x == 1444:
    print("branch", 1444)
elif x == 1445:
    print("branch", 1445)
elif x == 1446:
    print("branch", 1446)
elif x == 1447:
    print("branch", 1447)
elif x == 1448:
    print("branch", 1448)
elif x == 1449:
    print("branch", 1449)
elif x == 1450:
    print("branch", 1450)
elif x == 1451:
    print("branch", 1451)
elif x == 1452:
    print("branch", 1452)
elif x == 1453:
    print("branch", 1453)
elif x == 1454:
    print("branch", 1454)
elif x == 1455:
    print("branch", 1455)
elif x == 1456:
    print("branch", 1456)
elif x == 1457:
    print("branch", 1457)
elif x == 1458:
    print("branch", 1458)
elif x == 1459:
    print("branch", 1459)
elif x == 1460:
    print("branch", 1460)
elif x == 1461:
    print("branch", 1461)
elif x == 1462:
    print("branch", 1462)
elif x == 1463:
    print("branch", 1463)
elif x == 1464:
    print("branch", 1464)
elif x == 1465:
    print("branch", 1465)
elif x == 1466:
    print("branch", 1466)
elif x == 1467:
    print("branch", 1467)
elif x == 1468:
    print("branch", 1468)
elif x == 1469:
    print("branch", 1469)
elif x == 1470:
    print("branch", 1470)
elif x == 1471:
    print("branch", 1471)
elif x == 1472:
    print("branch", 1472)
elif x == 1473:
    print("branch", 1473)
elif x == 1474:
    print("branch", 1474)
elif x == 1475:
    print("branch", 1475)
elif x == 1476:
    print("branch", 1476)
elif x == 1477:
    print("branch", 1477)
elif x == 1478:
    print("branch", 1478)
elif x == 1479:
    print("branch", 1479)
elif x == 1480:
    print("branch", 1480)
elif x == 1481:
    print("branch", 1481)
elif x == 1482:
    print("branch", 1482)
elif x == 1483:
    print("branch", 1483)
elif x == 1484:
    print("branch", 1484)
elif x == 1485:
    print("branch", 1485)
elif x == 1486:
    print("branch", 1486)
elif x == 1487:
    print("branch", 1487)
elif x == 1488:
    print("branch", 1488)
elif x == 1489:
    print("branch", 1489)
elif x == 1490:
    print("branch", 1490)
elif x == 1491:
    print("branch", 1491)
elif x == 1492:
    print("branch", 1492)
elif x == 1493:
    print("branch", 1493)
elif x == 1494:
    print("branch", 1494)
elif x == 1495:
    print("branch", 1495)
elif x == 1496:
    print("branch", 1496)
elif x == 1497:
    print("branch", 1497)
elif x == 1498:
    print("branch", 1498)
elif x == 1499:
    print("branch", 1499)
elif x == 1500:
    print("branch", 1500)
elif x == 1501:
    print("branch", 1501)
elif x == 1502:
    print("branch", 1502)
elif x == 1503:
    print("branch", 1503)
elif x == 1504:
    print("branch", 1504)
elif x == 1505:
    print("branch", 1505)
elif x == 1506:
    print("branch", 1506)
elif x == 1507:
    print("branch", 1507)
elif x == 1508:
    print("branch", 1508)
elif x == 1509:
    print("branch", 1509)
elif x == 1510:
    print("branch", 1510)
elif x == 1511:
    print("branch", 1511)
elif x == 1512:
    print("branch", 1512)
elif x == 1513:
    print("branch", 1513)
elif x == 1514:
    print("branch", 1514)
elif x == 1515:
    print("branch", 1515)
elif x == 1516:
    print("branch", 1516)
elif x == 1517:
    print("branch", 1517)
elif x == 1518:
    print("branch", 1518)
elif x == 1519:
    print("branch", 1519)
elif x == 1520:
    print("branch", 1520)
elif x == 1521:
    print("branch", 1521)
elif x == 1522:
    print("branch", 1522)
elif x == 1523:
    print("branch", 1523)
elif x == 1524:
    print("branch", 1524)
elif x == 1525:
    print("branch", 1525)
elif x == 1526:
    print("branch", 1526)
elif x == 1527:
    print("branch", 1527)
elif x == 1528:
    print("branch", 1528)
elif x == 1529:
    print("branch", 1529)
elif x == 1530:
    print("branch", 1530)
elif x == 1531:
    print("branch", 1531)
elif x == 1532:
    print("branch", 1532)
elif x == 1533:
    print("branch", 1533)
elif x == 1534:
    print("branch", 1534)
elif x == 1535:
    print("branch", 1535)
elif x == 1536:
    print("branch", 1536)
elif x == 1537:
    print("branch", 1537)
elif x == 1538:
    print("branch", 1538)
elif x == 1539:
    print("branch", 1539)
elif x == 1540:
    print("branch", 1540)
elif x == 1541:
    print("branch", 1541)
elif x == 1542:
    print("branch", 1542)
elif x == 1543:
    print("branch", 1543)
elif x == 1544:
    print("branch", 1544)
elif x == 1545:
    print("branch", 1545)
elif x == 1546:
    print("branch", 1546)
elif x == 1547:
    print("branch", 1547)
elif x == 1548:
    print("branch", 1548)
elif x == 1549:
    print("branch", 1549)
elif x == 1550:
    print("branch", 1550)
elif x == 1551:
    print("branch", 1551)
elif x == 1552:
    print("branch", 1552)
elif x == 1553:
    print("branch", 1553)
elif x == 1554:
    print("branch", 1554)
elif x == 1555:
    print("branch", 1555)
elif x == 1556:
    print("branch", 1556)
elif x == 1557:
    print("branch", 1557)
elif x == 1558:
    print("branch", 1558)
elif x == 1559:
    print("branch", 1559)
elif x == 1560:
    print("branch", 1560)
elif x == 1561:
    print("branch", 1561)
elif x == 1562:
    print("branch", 1562)
elif x == 1563:
    print("branch", 1563)
elif x == 1564:
    print("branch", 1564)
elif x == 1565:
    print("branch", 1565)
elif x == 1566:
    print("branch", 1566)
elif x == 1567:
    print("branch", 1567)
elif x == 1568:
    print("branch", 1568)
elif x == 1569:
    print("branch", 1569)
elif x == 1570:
    print("branch", 1570)
elif x == 1571:
    print("branch", 1571)
elif x == 1572:
    print("branch", 1572)
elif x == 1573:
    print("branch", 1573)
elif x == 1574:
    print("branch", 1574)
elif x == 1575:
    print("branch", 1575)
elif x == 1576:
    print("branch", 1576)
elif x == 1577:
    print("branch", 1577)
elif x == 1578:
    print("branch", 1578)
elif x == 1579:
    print("branch", 1579)
elif x == 1580:
    print("branch", 1580)
elif x == 1581:
    print("branch", 1581)
elif x == 1582:
    print("branch", 1582)
elif x == 1583:
    print("branch", 1583)
elif x == 1584:
    print("branch", 1584)
elif x == 1585:
    print("branch", 1585)
elif x == 1586:
    print("branch", 1586)
elif x == 1587:
    print("branch", 1587)
elif x == 1588:
    print("branch", 1588)
elif x == 1589:
    print("branch", 1589)
elif x == 1590:
    print("branch", 1590)
elif x == 1591:
    print("branch", 1591)
elif x == 1592:
    print("branch", 1592)
elif x == 1593:
    print("branch", 1593)
elif x == 1594:
    print("branch", 1594)
elif x == 1595:
    print("branch", 1595)
elif x == 1596:
    print("branch", 1596)
elif x == 1597:
    print("branch", 1597)
elif x == 1598:
    print("branch", 1598)
elif x == 1599:
    print("branch", 1599)
elif x == 1600:
    print("branch", 1600)
elif x == 1601:
    print("branch", 1601)
elif x == 1602:
    print("branch", 1602)
elif x == 1603:
    print("branch", 1603)
elif x == 1604:
    print("branch", 1604)
elif x == 1605:
    print("branch", 1605)
elif x == 1606:
    print("branch", 1606)
elif x == 1607:
    print("branch", 1607)
elif x == 1608:
    print("branch", 1608)
elif x == 1609:
    print("branch", 1609)
elif x == 1610:
    print("branch", 1610)
elif x == 1611:
    print("branch", 1611)
elif x == 1612:
    print("branch", 1612)
elif x == 1613:
    print("branch", 1613)
elif x == 1614:
    print("branch", 1614)
elif x == 1615:
    print("branch", 1615)
elif x == 1616:
    print("branch", 1616)
elif x == 1617:
    print("branch", 1617)
elif x == 1618:
    print("branch", 1618)
elif x == 1619:
    print("branch", 1619)
elif x == 1620:
    print("branch", 1620)
elif x == 1621:
    print("branch", 1621)
elif x == 1622:
    print("branch", 1622)
elif x == 1623:
    print("branch", 1623)
elif x == 1624:
    print("branch", 1624)
elif x == 1625:
    print("branch", 1625)
elif x == 1626:
    print("branch", 1626)
elif x == 1627:
    print("branch", 1627)
elif x == 1628:
    print("branch", 1628)
elif x == 1629:
    print("branch", 1629)
elif x == 1630:
    print("branch", 1630)
elif x == 1631:
    print("branch", 1631)
elif x == 1632:
    print("branch", 1632)
elif x == 1633:
    print("branch", 1633)
elif x == 1634:
    print("branch", 1634)
elif x == 1635:
    print("branch", 1635)
elif x == 1636:
    print("branch", 1636)
elif x == 1637:
    print("branch", 1637)
elif x == 1638:
    print("branch", 1638)
elif x == 1639:
    print("branch", 1639)
elif x == 1640:
    print("branch", 1640)
elif x == 1641:
    print("branch", 1641)
elif x == 1642:
    print("branch", 1642)
elif x == 1643:
    print("branch", 1643)
elif x == 1644:
    print("branch", 1644)
elif x == 1645:
    print("branch", 1645)
elif x == 1646:
    print("branch", 1646)
elif x == 1647:
    print("branch", 1647)
elif x == 1648:
    print("branch", 1648)
elif x == 1649:
    print("branch", 1649)
elif x == 1650:
    print("branch", 1650)
elif x == 1651:
    print("branch", 1651)
elif x == 1652:
    print("branch", 1652)
elif x == 1653:
    print("branch", 1653)
elif x == 1654:
    print("branch", 1654)
elif x == 1655:
    print("branch", 1655)
elif x == 1656:
    print("branch", 1656)
elif x == 1657:
    print("branch", 1657)
elif x == 1658:
    print("branch", 1658)
elif x == 1659:
    print("branch", 1659)
elif x == 1660:
    print("branch", 1660)
elif x == 1661:
    print("branch", 1661)
elif x == 1662:
    print("branch", 1662)
elif x == 1663:
    print("branch", 1663)
elif x == 1664:
    print("branch", 1664)
elif x == 1665:
    print("branch", 1665)
elif x == 1666:
    print("branch", 1666)
elif x == 1667:
    print("branch", 1667)
elif x == 1668:
    print("branch", 1668)
elif x == 1669:
    print("branch", 1669)
elif x == 1670:
    print("branch", 1670)
elif x == 1671:
    print("branch", 1671)
elif x == 1672:
    print("branch", 1672)
elif x == 1673:
    print("branch", 1673)
elif x == 1674:
    print("branch", 1674)
elif x == 1675:
    print("branch", 1675)
elif x == 1676:
    print("branch", 1676)
elif x == 1677:
    print("branch", 1677)
elif x == 1678:
    print("branch", 1678)
elif x == 1679:
    print("branch", 1679)
elif x == 1680:
    print("branch", 1680)
elif x == 1681:
    print("branch", 1681)
elif x == 1682:
    print("branch", 1682)
elif x == 1683:
    print("branch", 1683)
elif x == 1684:
    print("branch", 1684)
elif x == 1685:
    print("branch", 1685)
elif x == 1686:
    print("branch", 1686)
elif x == 1687:
    print("branch", 1687)
elif x == 1688:
    print("branch", 1688)
elif x == 1689:
    print("branch", 1689)
elif x == 1690:
    print("branch", 1690)
elif x == 1691:
    print("branch", 1691)
elif x == 1692:
    print("branch", 1692)
elif x == 1693:
    print("branch", 1693)
elif x == 1694:
    print("branch", 1694)
elif x == 1695:
    print("branch", 1695)
elif x == 1696:
    print("branch", 1696)
elif x == 1697:
    print("branch", 1697)
elif x == 1698:
    print("branch", 1698)
elif x == 1699:
    print("branch", 1699)
elif x == 1700:
    print("branch", 1700)
elif x == 1701:
    print("branch", 1701)
elif x == 1702:
    print("branch", 1702)
elif x == 1703:
    print("branch", 1703)
elif x == 1704:
    print("branch", 1704)
elif x == 1705:
    print("branch", 1705)
elif x == 1706:
    print("branch", 1706)
elif x == 1707:
    print("branch", 1707)
elif x == 1708:
    print("branch", 1708)
elif x == 1709:
    print("branch", 1709)
elif x == 1710:
    print("branch", 1710)
elif x == 1711:
    print("branch", 1711)
elif x == 1712:
    print("branch", 1712)
elif x == 1713:
    print("branch", 1713)
elif x == 1714:
    print("branch", 1714)
elif x == 1715:
    print("branch", 1715)
elif x == 1716:
    print("branch", 1716)
elif x == 1717:
    print("branch", 1717)
elif x == 1718:
    print("branch", 1718)
elif x == 1719:
    print("branch", 1719)
elif x == 1720:
    print("branch", 1720)
elif x == 1721:
    print("branch", 1721)
elif x == 1722:
    print("branch", 1722)
elif x == 1723:
    print("branch", 1723)
elif x == 1724:
    print("branch", 1724)
elif x == 1725:
    print("branch", 1725)
elif x == 1726:
    print("branch", 1726)
elif x == 1727:
    print("branch", 1727)
elif x == 1728:
    print("branch", 1728)
elif x == 1729:
    print("branch", 1729)
elif x == 1730:
    print("branch", 1730)
elif x == 1731:
    print("branch", 1731)
elif x == 1732:
    print("branch", 1732)
elif x == 1733:
    print("branch", 1733)
elif x == 1734:
    print("branch", 1734)
elif x == 1735:
    print("branch", 1735)
elif x == 1736:
    print("branch", 1736)
elif x == 1737:
    print("branch", 1737)
elif x == 1738:
    print("branch", 1738)
elif x == 1739:
    print("branch", 1739)
elif x == 1740:
    print("branch", 1740)
elif x == 1741:
    print("branch", 1741)
elif x == 1742:
    print("branch", 1742)
elif x == 1743:
    print("branch", 1743)
elif x == 1744:
    print("branch", 1744)
elif x == 1745:
    print("branch", 1745)
elif x == 1746:
    print("branch", 1746)
elif x == 1747:
    print("branch", 1747)
elif x == 1748:
    print("branch", 1748)
elif x == 1749:
    print("branch", 1749)
elif x == 1750:
    print("branch", 1750)
elif x == 1751:
    print("branch", 1751)
elif x == 1752:
    print("branch", 1752)
elif x == 1753:
    print("branch", 1753)
elif x == 1754:
    print("branch", 1754)
elif x == 1755:
    print("branch", 1755)
elif x == 1756:
    print("branch", 1756)
elif x == 1757:
    print("branch", 1757)
elif x == 1758:
    print("branch", 1758)
elif x == 1759:
    print("branch", 1759)
elif x == 1760:
    print("branch", 1760)
elif x == 1761:
    print("branch", 1761)
elif x == 1762:
    print("branch", 1762)
elif x == 1763:
    print("branch", 1763)
elif x == 1764:
    print("branch", 1764)
elif x == 1765:
    print("branch", 1765)
elif x == 1766:
    print("branch", 1766)
elif x == 1767:
    print("branch", 1767)
elif x == 1768:
    print("branch", 1768)
elif x == 1769:
    print("branch", 1769)
elif x == 1770:
    print("branch", 1770)
elif x == 1771:
    print("branch", 1771)
elif x == 1772:
    print("branch", 1772)
elif x == 1773:
    print("branch", 1773)
elif x == 1774:
    print("branch", 1774)
elif x == 1775:
    print("branch", 1775)
elif x == 1776:
    print("branch", 1776)
elif x == 1777:
    print("branch", 1777)
elif x == 1778:
    print("branch", 1778)
elif x == 1779:
    print("branch", 1779)
elif x == 1780:
    print("branch", 1780)
elif x == 1781:
    print("branch", 1781)
elif x == 1782:
    print("branch", 1782)
elif x == 1783:
    print("branch", 1783)
elif x == 1784:
    print("branch", 1784)
elif x == 1785:
    print("branch", 1785)
elif x == 1786:
    print("branch", 1786)
elif x == 1787:
    print("branch", 1787)
elif x == 1788:
    print("branch", 1788)
elif x == 1789:
    print("branch", 1789)
elif x == 1790:
    print("branch", 1790)
elif x == 1791:
    print("branch", 1791)
elif x == 1792:
    print("branch", 1792)
elif x == 1793:
    print("branch", 1793)
elif x == 1794:
    print("branch", 1794)
elif x == 1795:
    print("branch", 1795)
elif x == 1796:
    print("branch", 1796)
elif x == 1797:
    print("branch", 1797)
elif x == 1798:
    print("branch", 1798)
elif x == 1799:
    print("branch", 1799)
elif x == 1800:
    print("branch", 1800)
elif x == 1801:
    print("branch", 1801)
elif x == 1802:
    print("branch", 1802)
elif x == 1803:
    print("branch", 1803)
elif x == 1804:
    print("branch", 1804)
elif x == 1805:
    print("branch", 1805)
elif x == 1806:
    print("branch", 1806)
elif x == 1807:
    print("branch", 1807)
elif x == 1808:
    print("branch", 1808)
elif x == 1809:
    print("branch", 1809)
elif x == 1810:
    print("branch", 1810)
elif x == 1811:
    print("branch", 1811)
elif x == 1812:
    print("branch", 1812)
elif x == 1813:
    print("branch", 1813)
elif x == 1814:
    print("branch", 1814)
elif x == 1815:
    print("branch", 1815)
elif x == 1816:
    print("branch", 1816)
elif x == 1817:
    print("branch", 1817)
elif x == 1818:
    print("branch", 1818)
elif x == 1819:
    print("branch", 1819)
elif x == 1820:
    print("branch", 1820)
elif x == 1821:
    print("branch", 1821)
elif x == 1822:
    print("branch", 1822)
elif x == 1823:
    print("branch", 1823)
elif x == 1824:
    print("branch", 1824)
elif x == 1825:
    print("branch", 1825)
elif x == 1826:
    print("branch", 1826)
elif x == 1827:
    print("branch", 1827)
elif x == 1828:
    print("branch", 1828)
elif x == 1829:
    print("branch", 1829)
elif x == 1830:
    print("branch", 1830)
elif x == 1831:
    print("branch", 1831)
elif x == 1832:
    print("branch", 1832)
elif x == 1833:
    print("branch", 1833)
elif x == 1834:
    print("branch", 1834)
elif x == 1835:
    print("branch", 1835)
elif x == 1836:
    print("branch", 1836)
elif x == 1837:
    print("branch", 1837)
elif x == 1838:
    print("branch", 1838)
elif x == 1839:
    print("branch", 1839)
elif x == 1840:
    print("branch", 1840)
elif x == 1841:
    print("branch", 1841)
elif x == 1842:
    print("branch", 1842)
elif x == 1843:
    print("branch", 1843)
elif x == 1844:
    print("branch", 1844)
elif x == 1845:
    print("branch", 1845)
elif x == 1846:
    print("branch", 1846)
elif x == 1847:
    print("branch", 1847)
elif x == 1848:
    print("branch", 1848)
elif x == 1849:
    print("branch", 1849)
elif x == 1850:
    print("branch", 1850)
elif x == 1851:
    print("branch", 1851)
elif x == 1852:
    print("branch", 1852)
elif x == 1853:
    print("branch", 1853)
elif x == 1854:
    print("branch", 1854)
elif x == 1855:
    print("branch", 1855)
elif x == 1856:
    print("branch", 1856)
elif x == 1857:
    print("branch", 1857)
elif x == 1858:
    print("branch", 1858)
elif x == 1859:
    print("branch", 1859)
elif x == 1860:
    print("branch", 1860)
elif x == 1861:
    print("branch", 1861)
elif x == 1862:
    print("branch", 1862)
elif x == 1863:
    print("branch", 1863)
elif x == 1864:
    print("branch", 1864)
elif x == 1865:
    print("branch", 1865)
elif x == 1866:
    print("branch", 1866)
elif x == 1867:
    print("branch", 1867)
elif x == 1868:
    print("branch", 1868)
elif x == 1869:
    print("branch", 1869)
elif x == 1870:
    print("branch", 1870)
elif x == 1871:
    print("branch", 1871)
elif x == 1872:
    print("branch", 1872)
elif x == 1873:
    print("branch", 1873)
elif x == 1874:
    print("branch", 1874)
elif x == 1875:
    print("branch", 1875)
elif x == 1876:
    print("branch", 1876)
elif x == 1877:
    print("branch", 1877)
elif x == 1878:
    print("branch", 1878)
elif x == 1879:
    print("branch", 1879)
elif x == 1880:
    print("branch", 1880)
elif x == 1881:
    print("branch", 1881)
elif x == 1882:
    print("branch", 1882)
elif x == 1883:
    print("branch", 1883)
elif x == 1884:
    print("branch", 1884)
elif x == 1885:
    print("branch", 1885)
elif x == 1886:
    print("branch", 1886)
elif x == 1887:
    print("branch", 1887)
elif x == 1888:
    print("branch", 1888)
elif x == 1889:
    print("branch", 1889)
elif x == 1890:
    print("branch", 1890)
elif x == 1891:
    print("branch", 1891)
elif x == 1892:
    print("branch", 1892)
elif x == 1893:
    print("branch", 1893)
elif x == 1894:
    print("branch", 1894)
elif x == 1895:
    print("branch", 1895)
elif x == 1896:
    print("branch", 1896)
elif x == 1897:
    print("branch", 1897)
elif x == 1898:
    print("branch", 1898)
elif x == 1899:
    print("branch", 1899)
elif x == 1900:
    print("branch", 1900)
elif x == 1901:
    print("branch", 1901)
elif x == 1902:
    print("branch", 1902)
elif x == 1903:
    print("branch", 1903)
elif x == 1904:
    print("branch", 1904)
elif x == 1905:
    print("branch", 1905)
elif x == 1906:
    print("branch", 1906)
elif x == 1907:
    print("branch", 1907)
elif x == 1908:
    print("branch", 1908)
elif x == 1909:
    print("branch", 1909)
elif x == 1910:
    print("branch", 1910)
elif x == 1911:
    print("branch", 1911)
elif x == 1912:
    print("branch", 1912)
elif x == 1913:
    print("branch", 1913)
elif x == 1914:
    print("branch", 1914)
elif x == 1915:
    print("branch", 1915)
elif x == 1916:
    print("branch", 1916)
elif x == 1917:
    print("branch", 1917)
elif x == 1918:
    print("branch", 1918)
elif x == 1919:
    print("branch", 1919)
elif x == 1920:
    print("branch", 1920)
elif x == 1921:
    print("branch", 1921)
elif x == 1922:
    print("branch", 1922)
elif x == 1923:
    print("branch", 1923)
elif x == 1924:
    print("branch", 1924)
elif x == 1925:
    print("branch", 1925)
elif x == 1926:
    print("branch", 1926)
elif x == 1927:
    print("branch", 1927)
elif x == 1928:
    print("branch", 1928)
elif x == 1929:
    print("branch", 1929)
elif x == 1930:
    print("branch", 1930)
elif x == 1931:
    print("branch", 1931)
elif x == 1932:
    print("branch", 1932)
elif x == 1933:
    print("branch", 1933)
elif x == 1934:
    print("branch", 1934)
elif x == 1935:
    print("branch", 1935)
elif x == 1936:
    print("branch", 1936)
elif x == 1937:
    print("branch", 1937)
elif x == 1938:
    print("branch", 1938)
elif x == 1939:
    print("branch", 1939)
elif x == 1940:
    print("branch", 1940)
elif x == 1941:
    print("branch", 1941)
elif x == 1942:
    print("branch", 1942)
elif x == 1943:
    print("branch", 1943)
elif x == 1944:
    print("branch", 1944)
elif x == 1945:
    print("branch", 1945)
elif x == 1946:
    print("branch", 1946)
elif x == 1947:
    print("branch", 1947)
elif x == 1948:
    print("branch", 1948)
elif x == 1949:
    print("branch", 1949)
elif x == 1950:
    print("branch", 1950)
elif x == 1951:
    print("branch", 1951)
elif x == 1952:
    print("branch", 1952)
elif x == 1953:
    print("branch", 1953)
elif x == 1954:
    print("branch", 1954)
elif x == 1955:
    print("branch", 1955)
elif x == 1956:
    print("branch", 1956)
elif x == 1957:
    print("branch", 1957)
elif x == 1958:
    print("branch", 1958)
elif x == 1959:
    print("branch", 1959)
elif x == 1960:
    print("branch", 1960)
elif x == 1961:
    print("branch", 1961)
elif x == 1962:
    print("branch", 1962)
elif x == 1963:
    print("branch", 1963)
elif x == 1964:
    print("branch", 1964)
elif x == 1965:
    print("branch", 1965)
elif x == 1966:
    print("branch", 1966)
elif x == 1967:
    print("branch", 1967)
elif x == 1968:
    print("branch", 1968)
elif x == 1969:
    print("branch", 1969)
elif x == 1970:
    print("branch", 1970)
elif x == 1971:
    print("branch", 1971)
elif x == 1972:
    print("branch", 1972)
elif x == 1973:
    print("branch", 1973)
elif x == 1974:
    print("branch", 1974)
elif x == 1975:
    print("branch", 1975)
elif x == 1976:
    print("branch", 1976)
elif x == 1977:
    print("branch", 1977)
elif x == 1978:
    print("branch", 1978)
elif x == 1979:
    print("branch", 1979)
elif x == 1980:
    print("branch", 1980)
elif x == 1981:
    print("branch", 1981)
elif x == 1982:
    print("branch", 1982)
elif x == 1983:
    print("branch", 1983)
elif x == 1984:
    print("branch", 1984)
elif x == 1985:
    print("branch", 1985)
elif x == 1986:
    print("branch", 1986)
elif x == 1987:
    print("branch", 1987)
elif x == 1988:
    print("branch", 1988)
elif x == 1989:
    print("branch", 1989)
elif x == 1990:
    print("branch", 1990)
elif x == 1991:
    print("branch", 1991)
elif x == 1992:
    print("branch", 1992)
elif x == 1993:
    print("branch", 1993)
elif x == 1994:
    print("branch", 1994)
elif x == 1995:
    print("branch", 1995)
elif x == 1996:
    print("branch", 1996)
elif x == 1997:
    print("branch", 1997)
elif x == 1998:
    print("branch", 1998)
elif x == 1999:
    print("branch", 1999)
elif x == 2000:
    print("branch", 2000)
elif x == 2001:
    print("branch", 2001)
elif x == 2002:
    print("branch", 2002)
elif x == 2003:
    print("branch", 2003)
elif x == 2004:
    print("branch", 2004)
elif x == 2005:
    print("branch", 2005)
elif x == 2006:
    print("branch", 2006)
elif x == 2007:
    print("branch", 2007)
elif x == 2008:
    print("branch", 2008)
elif x == 2009:
    print("branch", 2009)
elif x == 2010:
    print("branch", 2010)
elif x == 2011:
    print("branch", 2011)
elif x == 2012:
    print("branch", 2012)
elif x == 2013:
    print("branch", 2013)
elif x == 2014:
    print("branch", 2014)
elif x == 2015:
    print("branch", 2015)
elif x == 2016:
    print("branch", 2016)
elif x == 2017:
    print("branch", 2017)
elif x == 2018:
    print("branch", 2018)
elif x == 2019:
    print("branch", 2019)
elif x == 2020:
    print("branch", 2020)
elif x == 2021:
    print("branch", 2021)
elif x == 2022:
    print("branch", 2022)
elif x == 2023:
    print("branch", 2023)
elif x == 2024:
    print("branch", 2024)
elif x == 2025:
    print("branch", 2025)
elif x == 2026:
    print("branch", 2026)
elif x == 2027:
    print("branch", 2027)
elif x == 2028:
    print("branch", 2028)
elif x == 2029:
    print("branch", 2029)
elif x == 2030:
    print("branch", 2030)
elif x == 2031:
    print("branch", 2031)
elif x == 2032:
    print("branch", 2032)
elif x == 2033:
    print("branch", 2033)
elif x == 2034:
    print("branch", 2034)
elif x == 2035:
    print("branch", 2035)
elif x == 2036:
    print("branch", 2036)
elif x == 2037:
    print("branch", 2037)
elif x == 2038:
    print("branch", 2038)
elif x == 2039:
    print("branch", 2039)
elif x == 2040:
    print("branch", 2040)
elif x == 2041:
    print("branch", 2041)
elif x == 2042:
    print("branch", 2042)
elif x == 2043:
    print("branch", 2043)
elif x == 2044:
    print("branch", 2044)
elif x == 2045:
    print("branch", 2045)
elif x == 2046:
    print("branch", 2046)
elif x == 2047:
    print("branch", 2047)
elif x == 2048:
    print("branch", 2048)
elif x == 2049:
    print("branch", 2049)
elif x == 2050:
    print("branch", 2050)
elif x == 2051:
    print("branch", 2051)
elif x == 2052:
    print("branch", 2052)
elif x == 2053:
    print("branch", 2053)
elif x == 2054:
    print("branch", 2054)
elif x == 2055:
    print("branch", 2055)
elif x == 2056:
    print("branch", 2056)
elif x == 2057:
    print("branch", 2057)
elif x == 2058:
    print("branch", 2058)
elif x == 2059:
    print("branch", 2059)
elif x == 2060:
    print("branch", 2060)
elif x == 2061:
    print("branch", 2061)
elif x == 2062:
    print("branch", 2062)
elif x == 2063:
    print("branch", 2063)
elif x == 2064:
    print("branch", 2064)
elif x == 2065:
    print("branch", 2065)
elif x == 2066:
    print("branch", 2066)
elif x == 2067:
    print("branch", 2067)
elif x == 2068:
    print("branch", 2068)
elif x == 2069:
    print("branch", 2069)
elif x == 2070:
    print("branch", 2070)
elif x == 2071:
    print("branch", 2071)
elif x == 2072:
    print("branch", 2072)
elif x == 2073:
    print("branch", 2073)
elif x == 2074:
    print("branch", 2074)
elif x == 2075:
    print("branch", 2075)
elif x == 2076:
    print("branch", 2076)
elif x == 2077:
    print("branch", 2077)
elif x == 2078:
    print("branch", 2078)
elif x == 2079:
    print("branch", 2079)
elif x == 2080:
    print("branch", 2080)
elif x == 2081:
    print("branch", 2081)
elif x == 2082:
    print("branch", 2082)
elif x == 2083:
    print("branch", 2083)
elif x == 2084:
    print("branch", 2084)
elif x == 2085:
    print("branch", 2085)
elif x == 2086:
    print("branch", 2086)
elif x == 2087:
    print("branch", 2087)
elif x == 2088:
    print("branch", 2088)
elif x == 2089:
    print("branch", 2089)
elif x == 2090:
    print("branch", 2090)
elif x == 2091:
    print("branch", 2091)
elif x == 2092:
    print("branch", 2092)
elif x == 2093:
    print("branch", 2093)
elif x == 2094:
    print("branch", 2094)
elif x == 2095:
    print("branch", 2095)
elif x == 2096:
    print("branch", 2096)
elif x == 2097:
    print("branch", 2097)
elif x == 2098:
    print("branch", 2098)
elif x == 2099:
    print("branch", 2099)
elif x == 2100:
    print("branch", 2100)
elif x == 2101:
    print("branch", 2101)
elif x == 2102:
    print("branch", 2102)
elif x == 2103:
    print("branch", 2103)
elif x == 2104:
    print("branch", 2104)
elif x == 2105:
    print("branch", 2105)
elif x == 2106:
    print("branch", 2106)
elif x == 2107:
    print("branch", 2107)
elif x == 2108:
    print("branch", 2108)
elif x == 2109:
    print("branch", 2109)
elif x == 2110:
    print("branch", 2110)
elif x == 2111:
    print("branch", 2111)
elif x == 2112:
    print("branch", 2112)
elif x == 2113:
    print("branch", 2113)
elif x == 2114:
    print("branch", 2114)
elif x == 2115:
    print("branch", 2115)
elif x == 2116:
    print("branch", 2116)
elif x == 2117:
    print("branch", 2117)
elif x == 2118:
    print("branch", 2118)
elif x == 2119:
    print("branch", 2119)
elif x == 2120:
    print("branch", 2120)
elif x == 2121:
    print("branch", 2121)
elif x == 2122:
    print("branch", 2122)
elif x == 2123:
    print("branch", 2123)
elif x == 2124:
    print("branch", 2124)
elif x == 2125:
    print("branch", 2125)
elif x == 2126:
    print("branch", 2126)
elif x == 2127:
    print("branch", 2127)
elif x == 2128:
    print("branch", 2128)
elif x == 2129:
    print("branch", 2129)
elif x == 2130:
    print("branch", 2130)
elif x == 2131:
    print("branch", 2131)
elif x == 2132:
    print("branch", 2132)
elif x == 2133:
    print("branch", 2133)
elif x == 2134:
    print("branch", 2134)
elif x == 2135:
    print("branch", 2135)
elif x == 2136:
    print("branch", 2136)
elif x == 2137:
    print("branch", 2137)
elif x == 2138:
    print("branch", 2138)
elif x == 2139:
    print("branch", 2139)
elif x == 2140:
    print("branch", 2140)
elif x == 2141:
    print("branch", 2141)
elif x == 2142:
    print("branch", 2142)
elif x == 2143:
    print("branch", 2143)
elif x == 2144:
    print("branch", 2144)
elif x == 2145:
    print("branch", 2145)
elif x == 2146:
    print("branch", 2146)
elif x == 2147:
    print("branch", 2147)
elif x == 2148:
    print("branch", 2148)
elif x == 2149:
    print("branch", 2149)
elif x == 2150:
    print("branch", 2150)
elif x == 2151:
    print("branch", 2151)
elif x == 2152:
    print("branch", 2152)
elif x == 2153:
    print("branch", 2153)
elif x == 2154:
    print("branch", 2154)
elif x == 2155:
    print("branch", 2155)
elif x == 2156:
    print("branch", 2156)
elif x == 2157:
    print("branch", 2157)
elif x == 2158:
    print("branch", 2158)
elif x == 2159:
    print("branch", 2159)
elif x == 2160:
    print("branch", 2160)
elif x == 2161:
    print("branch", 2161)
elif x == 2162:
    print("branch", 2162)
elif x == 2163:
    print("branch", 2163)
elif x == 2164:
    print("branch", 2164)
elif x == 2165:
    print("branch", 2165)
elif x == 2166:
    print("branch", 2166)
elif x == 2167:
    print("branch", 2167)
elif x == 2168:
    print("branch", 2168)
elif x == 2169:
    print("branch", 2169)
elif x == 2170:
    print("branch", 2170)
elif x == 2171:
    print("branch", 2171)
elif x == 2172:
    print("branch", 2172)
elif x == 2173:
    print("branch", 2173)
elif x == 2174:
    print("branch", 2174)
elif x == 2175:
    print("branch", 2175)
elif x == 2176:
    print("branch", 2176)
elif x == 2177:
    print("branch", 2177)
elif x == 2178:
    print("branch", 2178)
elif x == 2179:
    print("branch", 2179)
elif x == 2180:
    print("branch", 2180)
elif x == 2181:
    print("branch", 2181)
elif x == 2182:
    print("branch", 2182)
elif x == 2183:
    print("branch", 2183)
elif x == 2184:
    print("branch", 2184)
elif x == 2185:
    print("branch", 2185)
elif x == 2186:
    print("branch", 2186)
elif x == 2187:
    print("branch", 2187)
elif x == 2188:
    print("branch", 2188)
elif x == 2189:
    print("branch", 2189)
elif x == 2190:
    print("branch", 2190)
elif x == 2191:
    print("branch", 2191)
elif x == 2192:
    print("branch", 2192)
elif x == 2193:
    print("branch", 2193)
elif x == 2194:
    print("branch", 2194)
elif x == 2195:
    print("branch", 2195)
elif x == 2196:
    print("branch", 2196)
elif x == 2197:
    print("branch", 2197)
elif x == 2198:
    print("branch", 2198)
elif x == 2199:
    print("branch", 2199)
elif x == 2200:
    print("branch", 2200)
elif x == 2201:
    print("branch", 2201)
elif x == 2202:
    print("branch", 2202)
elif x == 2203:
    print("branch", 2203)
elif x == 2204:
    print("branch", 2204)
elif x == 2205:
    print("branch", 2205)
elif x == 2206:
    print("branch", 2206)
elif x == 2207:
    print("branch", 2207)
elif x == 2208:
    print("branch", 2208)
elif x == 2209:
    print("branch", 2209)
elif x == 2210:
    print("branch", 2210)
elif x == 2211:
    print("branch", 2211)
elif x == 2212:
    print("branch", 2212)
elif x == 2213:
    print("branch", 2213)
elif x == 2214:
    print("branch", 2214)
elif x == 2215:
    print("branch", 2215)
elif x == 2216:
    print("branch", 2216)
elif x == 2217:
    print("branch", 2217)
elif x == 2218:
    print("branch", 2218)
elif x == 2219:
    print("branch", 2219)
elif x == 2220:
    print("branch", 2220)
elif x == 2221:
    print("branch", 2221)
elif x == 2222:
    print("branch", 2222)
elif x == 2223:
    print("branch", 2223)
elif x == 2224:
    print("branch", 2224)
elif x == 2225:
    print("branch", 2225)
elif x == 2226:
    print("branch", 2226)
elif x == 2227:
    print("branch", 2227)
elif x == 2228:
    print("branch", 2228)
elif x == 2229:
    print("branch", 2229)
elif x == 2230:
    print("branch", 2230)
elif x == 2231:
    print("branch", 2231)
elif x == 2232:
    print("branch", 2232)
elif x == 2233:
    print("branch", 2233)
elif x == 2234:
    print("branch", 2234)
elif x == 2235:
    print("branch", 2235)
elif x == 2236:
    print("branch", 2236)
elif x == 2237:
    print("branch", 2237)
elif x == 2238:
    print("branch", 2238)
elif x == 2239:
    print("branch", 2239)
elif x == 2240:
    print("branch", 2240)
elif x == 2241:
    print("branch", 2241)
elif x == 2242:
    print("branch", 2242)
elif x == 2243:
    print("branch", 2243)
elif x == 2244:
    print("branch", 2244)
elif x == 2245:
    print("branch", 2245)
elif x == 2246:
    print("branch", 2246)
elif x == 2247:
    print("branch", 2247)
elif x == 2248:
    print("branch", 2248)
elif x == 2249:
    print("branch", 2249)
elif x == 2250:
    print("branch", 2250)
elif x == 2251:
    print("branch", 2251)
elif x == 2252:
    print("branch", 2252)
elif x == 2253:
    print("branch", 2253)
elif x == 2254:
    print("branch", 2254)
elif x == 2255:
    print("branch", 2255)
elif x == 2256:
    print("branch", 2256)
elif x == 2257:
    print("branch", 2257)
elif x == 2258:
    print("branch", 2258)
elif x == 2259:
    print("branch", 2259)
elif x == 2260:
    print("branch", 2260)
elif x == 2261:
    print("branch", 2261)
elif x == 2262:
    print("branch", 2262)
elif x == 2263:
    print("branch", 2263)
elif x == 2264:
    print("branch", 2264)
elif x == 2265:
    print("branch", 2265)
elif x == 2266:
    print("branch", 2266)
elif x == 2267:
    print("branch", 2267)
elif x == 2268:
    print("branch", 2268)
elif x == 2269:
    print("branch", 2269)
elif x == 2270:
    print("branch", 2270)
elif x == 2271:
    print("branch", 2271)
elif x == 2272:
    print("branch", 2272)
elif x == 2273:
    print("branch", 2273)
elif x == 2274:
    print("branch", 2274)
elif x == 2275:
    print("branch", 2275)
elif x == 2276:
    print("branch", 2276)
elif x == 2277:
    print("branch", 2277)
elif x == 2278:
    print("branch", 2278)
elif x == 2279:
    print("branch", 2279)
elif x == 2280:
    print("branch", 2280)
elif x == 2281:
    print("branch", 2281)
elif x == 2282:
    print("branch", 2282)
elif x == 2283:
    print("branch", 2283)
elif x == 2284:
    print("branch", 2284)
elif x == 2285:
    print("branch", 2285)
elif x == 2286:
    print("branch", 2286)
elif x == 2287:
    print("branch", 2287)
elif x == 2288:
    print("branch", 2288)
elif x == 2289:
    print("branch", 2289)
elif x == 2290:
    print("branch", 2290)
elif x == 2291:
    print("branch", 2291)
elif x == 2292:
    print("branch", 2292)
elif x == 2293:
    print("branch", 2293)
elif x == 2294:
    print("branch", 2294)
elif x == 2295:
    print("branch", 2295)
elif x == 2296:
    print("branch", 2296)
elif x == 2297:
    print("branch", 2297)
elif x == 2298:
    print("branch", 2298)
elif x == 2299:
    print("branch", 2299)
elif x == 2300:
    print("branch", 2300)
elif x == 2301:
    print("branch", 2301)
elif x == 2302:
    print("branch", 2302)
elif x == 2303:
    print("branch", 2303)
elif x == 2304:
    print("branch", 2304)
elif x == 2305:
    print("branch", 2305)
elif x == 2306:
    print("branch", 2306)
elif x == 2307:
    print("branch", 2307)
elif x == 2308:
    print("branch", 2308)
elif x == 2309:
    print("branch", 2309)
elif x == 2310:
    print("branch", 2310)
elif x == 2311:
    print("branch", 2311)
elif x == 2312:
    print("branch", 2312)
elif x == 2313:
    print("branch", 2313)
elif x == 2314:
    print("branch", 2314)
elif x == 2315:
    print("branch", 2315)
elif x == 2316:
    print("branch", 2316)
elif x == 2317:
    print("branch", 2317)
elif x == 2318:
    print("branch", 2318)
elif x == 2319:
    print("branch", 2319)
elif x == 2320:
    print("branch", 2320)
elif x == 2321:
    print("branch", 2321)
elif x == 2322:
    print("branch", 2322)
elif x == 2323:
    print("branch", 2323)
elif x == 2324:
    print("branch", 2324)
elif x == 2325:
    print("branch", 2325)
elif x == 2326:
    print("branch", 2326)
elif x == 2327:
    print("branch", 2327)
elif x == 2328:
    print("branch", 2328)
elif x == 2329:
    print("branch", 2329)
elif x == 2330:
    print("branch", 2330)
elif x == 2331:
    print("branch", 2331)
elif x == 2332:
    print("branch", 2332)
elif x == 2333:
    print("branch", 2333)
elif x == 2334:
    print("branch", 2334)
elif x == 2335:
    print("branch", 2335)
elif x == 2336:
    print("branch", 2336)
elif x == 2337:
    print("branch", 2337)
elif x == 2338:
    print("branch", 2338)
elif x == 2339:
    print("branch", 2339)
elif x == 2340:
    print("branch", 2340)
elif x == 2341:
    print("branch", 2341)
elif x == 2342:
    print("branch", 2342)
elif x == 2343:
    print("branch", 2343)
elif x == 2344:
    print("branch", 2344)
elif x == 2345:
    print("branch", 2345)
elif x == 2346:
    print("branch", 2346)
elif x == 2347:
    print("branch", 2347)
elif x == 2348:
    print("branch", 2348)
elif x == 2349:
    print("branch", 2349)
elif x == 2350:
    print("branch", 2350)
elif x == 2351:
    print("branch", 2351)
elif x == 2352:
    print("branch", 2352)
elif x == 2353:
    print("branch", 2353)
elif x == 2354:
    print("branch", 2354)
elif x == 2355:
    print("branch", 2355)
elif x == 2356:
    print("branch", 2356)
elif x == 2357:
    print("branch", 2357)
elif x == 2358:
    print("branch", 2358)
elif x == 2359:
    print("branch", 2359)
elif x == 2360:
    print("branch", 2360)
elif x == 2361:
    print("branch", 2361)
elif x == 2362:
    print("branch", 2362)
elif x == 2363:
    print("branch", 2363)
elif x == 2364:
    print("branch", 2364)
elif x == 2365:
    print("branch", 2365)
elif x == 2366:
    print("branch", 2366)
elif x == 2367:
    print("branch", 2367)
elif x == 2368:
    print("branch", 2368)
elif x == 2369:
    print("branch", 2369)
elif x == 2370:
    print("branch", 2370)
elif x == 2371:
    print("branch", 2371)
elif x == 2372:
    print("branch", 2372)
elif x == 2373:
    print("branch", 2373)
elif x == 2374:
    print("branch", 2374)
elif x == 2375:
    print("branch", 2375)
elif x == 2376:
    print("branch", 2376)
elif x == 2377:
    print("branch", 2377)
elif x == 2378:
    print("branch", 2378)
elif x == 2379:
    print("branch", 2379)
elif x == 2380:
    print("branch", 2380)
elif x == 2381:
    print("branch", 2381)
elif x == 2382:
    print("branch", 2382)
elif x == 2383:
    print("branch", 2383)
elif x == 2384:
    print("branch", 2384)
elif x == 2385:
    print("branch", 2385)
elif x == 2386:
    print("branch", 2386)
elif x == 2387:
    print("branch", 2387)
elif x == 2388:
    print("branch", 2388)
elif x == 2389:
    print("branch", 2389)
elif x == 2390:
    print("branch", 2390)
elif x == 2391:
    print("branch", 2391)
elif x == 2392:
    print("branch", 2392)
elif x == 2393:
    print("branch", 2393)
elif x == 2394:
    print("branch", 2394)
elif x == 2395:
    print("branch", 2395)
elif x == 2396:
    print("branch", 2396)
elif x == 2397:
    print("branch", 2397)
elif x == 2398:
    print("branch", 2398)
elif x == 2399:
    print("branch", 2399)
elif x == 2400:
    print("branch", 2400)
elif x == 2401:
    print("branch", 2401)
elif x == 2402:
    print("branch", 2402)
elif x == 2403:
    print("branch", 2403)
elif x == 2404:
    print("branch", 2404)
elif x == 2405:
    print("branch", 2405)
elif x == 2406:
    print("branch", 2406)
elif x == 2407:
    print("branch", 2407)
elif x == 2408:
    print("branch", 2408)
elif x == 2409:
    print("branch", 2409)
elif x == 2410:
    print("branch", 2410)
elif x == 2411:
    print("branch", 2411)
elif x == 2412:
    print("branch", 2412)
elif x == 2413:
    print("branch", 2413)
elif x == 2414:
    print("branch", 2414)
elif x == 2415:
    print("branch", 2415)
elif x == 2416:
    print("branch", 2416)
elif x == 2417:
    print("branch", 2417)
elif x == 2418:
    print("branch", 2418)
elif x == 2419:
    print("branch", 2419)
elif x == 2420:
    print("branch", 2420)
elif x == 2421:
    print("branch", 2421)
elif x == 2422:
    print("branch", 2422)
elif x == 2423:
    print("branch", 2423)
elif x == 2424:
    print("branch", 2424)
elif x == 2425:
    print("branch", 2425)
elif x == 2426:
    print("branch", 2426)
elif x == 2427:
    print("branch", 2427)
elif x == 2428:
    print("branch", 2428)
elif x == 2429:
    print("branch", 2429)
elif x == 2430:
    print("branch", 2430)
elif x == 2431:
    print("branch", 2431)
elif x == 2432:
    print("branch", 2432)
elif x == 2433:
    print("branch", 2433)
elif x == 2434:
    print("branch", 2434)
elif x == 2435:
    print("branch", 2435)
elif x == 2436:
    print("branch", 2436)
elif x == 2437:
    print("branch", 2437)
elif x == 2438:
    print("branch", 2438)
elif x == 2439:
    print("branch", 2439)
elif x == 2440:
    print("branch", 2440)
elif x == 2441:
    print("branch", 2441)
elif x == 2442:
    print("branch", 2442)
elif x == 2443:
    print("branch", 2443)
elif x == 2444:
    print("branch", 2444)
elif x == 2445:
    print("branch", 2445)
elif x == 2446:
    print("branch", 2446)
elif x == 2447:
    print("branch", 2447)
elif x == 2448:
    print("branch", 2448)
elif x == 2449:
    print("branch", 2449)
elif x == 2450:
    print("branch", 2450)
elif x == 2451:
    print("branch", 2451)
elif x == 2452:
    print("branch", 2452)
elif x == 2453:
    print("branch", 2453)
elif x == 2454:
    print("branch", 2454)
elif x == 2455:
    print("branch", 2455)
elif x == 2456:
    print("branch", 2456)
elif x == 2457:
    print("branch", 2457)
elif x == 2458:
    print("branch", 2458)
elif x == 2459:
    print("branch", 2459)
elif x == 2460:
    print("branch", 2460)
elif x == 2461:
    print("branch", 2461)
elif x == 2462:
    print("branch", 2462)
elif x == 2463:
    print("branch", 2463)
elif x == 2464:
    print("branch", 2464)
elif x == 2465:
    print("branch", 2465)
elif x == 2466:
    print("branch", 2466)
elif x == 2467:
    print("branch", 2467)
elif x == 2468:
    print("branch", 2468)
elif x == 2469:
    print("branch", 2469)
elif x == 2470:
    print("branch", 2470)
elif x == 2471:
    print("branch", 2471)
elif x == 2472:
    print("branch", 2472)
elif x == 2473:
    print("branch", 2473)
elif x == 2474:
    print("branch", 2474)
elif x == 2475:
    print("branch", 2475)
elif x == 2476:
    print("branch", 2476)
elif x == 2477:
    print("branch", 2477)
elif x == 2478:
    print("branch", 2478)
elif x == 2479:
    print("branch", 2479)
elif x == 2480:
    print("branch", 2480)
elif x == 2481:
    print("branch", 2481)
elif x == 2482:
    print("branch", 2482)
elif x == 2483:
    print("branch", 2483)
elif x == 2484:
    print("branch", 2484)
elif x == 2485:
    print("branch", 2485)
elif x == 2486:
    print("branch", 2486)
elif x == 2487:
    print("branch", 2487)
elif x == 2488:
    print("branch", 2488)
elif x == 2489:
    print("branch", 2489)
elif x == 2490:
    print("branch", 2490)
elif x == 2491:
    print("branch", 2491)
elif x == 2492:
    print("branch", 2492)
elif x == 2493:
    print("branch", 2493)
elif x == 2494:
    print("branch", 2494)
elif x == 2495:
    print("branch", 2495)
elif x == 2496:
    print("branch", 2496)
elif x == 2497:
    print("branch", 2497)
elif x == 2498:
    print("branch", 2498)
elif x == 2499:
    print("branch", 2499)
elif x == 2500:
    print("branch", 2500)
elif x == 2501:
    print("branch", 2501)
elif x == 2502:
    print("branch", 2502)
elif x == 2503:
    print("branch", 2503)
elif x == 2504:
    print("branch", 2504)
elif x == 2505:
    print("branch", 2505)
elif x == 2506:
    print("branch", 2506)
elif x == 2507:
    print("branch", 2507)
elif x == 2508:
    print("branch", 2508)
elif x == 2509:
    print("branch", 2509)
elif x == 2510:
    print("branch", 2510)
elif x == 2511:
    print("branch", 2511)
elif x == 2512:
    print("branch", 2512)
elif x == 2513:
    print("branch", 2513)
elif x == 2514:
    print("branch", 2514)
elif x == 2515:
    print("branch", 2515)
elif x == 2516:
    print("branch", 2516)
elif x == 2517:
    print("branch", 2517)
elif x == 2518:
    print("branch", 2518)
elif x == 2519:
    print("branch", 2519)
elif x == 2520:
    print("branch", 2520)
elif x == 2521:
    print("branch", 2521)
elif x == 2522:
    print("branch", 2522)
elif x == 2523:
    print("branch", 2523)
elif x == 2524:
    print("branch", 2524)
elif x == 2525:
    print("branch", 2525)
elif x == 2526:
    print("branch", 2526)
elif x == 2527:
    print("branch", 2527)
elif x == 2528:
    print("branch", 2528)
elif x == 2529:
    print("branch", 2529)
elif x == 2530:
    print("branch", 2530)
elif x == 2531:
    print("branch", 2531)
elif x == 2532:
    print("branch", 2532)
elif x == 2533:
    print("branch", 2533)
elif x == 2534:
    print("branch", 2534)
elif x == 2535:
    print("branch", 2535)
elif x == 2536:
    print("branch", 2536)
elif x == 2537:
    print("branch", 2537)
elif x == 2538:
    print("branch", 2538)
elif x == 2539:
    print("branch", 2539)
elif x == 2540:
    print("branch", 2540)
elif x == 2541:
    print("branch", 2541)
elif x == 2542:
    print("branch", 2542)
elif x == 2543:
    print("branch", 2543)
elif x == 2544:
    print("branch", 2544)
elif x == 2545:
    print("branch", 2545)
elif x == 2546:
    print("branch", 2546)
elif x == 2547:
    print("branch", 2547)
elif x == 2548:
    print("branch", 2548)
elif x == 2549:
    print("branch", 2549)
elif x == 2550:
    print("branch", 2550)
elif x == 2551:
    print("branch", 2551)
elif x == 2552:
    print("branch", 2552)
elif x == 2553:
    print("branch", 2553)
elif x == 2554:
    print("branch", 2554)
elif x == 2555:
    print("branch", 2555)
elif x == 2556:
    print("branch", 2556)
elif x == 2557:
    print("branch", 2557)
elif x == 2558:
    print("branch", 2558)
elif x == 2559:
    print("branch", 2559)
elif x == 2560:
    print("branch", 2560)
elif x == 2561:
    print("branch", 2561)
elif x == 2562:
    print("branch", 2562)
elif x == 2563:
    print("branch", 2563)
elif x == 2564:
    print("branch", 2564)
elif x == 2565:
    print("branch", 2565)
elif x == 2566:
    print("branch", 2566)
elif x == 2567:
    print("branch", 2567)
elif x == 2568:
    print("branch", 2568)
elif x == 2569:
    print("branch", 2569)
elif x == 2570:
    print("branch", 2570)
elif x == 2571:
    print("branch", 2571)
elif x == 2572:
    print("branch", 2572)
elif x == 2573:
    print("branch", 2573)
elif x == 2574:
    print("branch", 2574)
elif x == 2575:
    print("branch", 2575)
elif x == 2576:
    print("branch", 2576)
elif x == 2577:
    print("branch", 2577)
elif x == 2578:
    print("branch", 2578)
elif x == 2579:
    print("branch", 2579)
elif x == 2580:
    print("branch", 2580)
elif x == 2581:
    print("branch", 2581)
elif x == 2582:
    print("branch", 2582)
elif x == 2583:
    print("branch", 2583)
elif x == 2584:
    print("branch", 2584)
elif x == 2585:
    print("branch", 2585)
elif x == 2586:
    print("branch", 2586)
elif x == 2587:
    print("branch", 2587)
elif x == 2588:
    print("branch", 2588)
elif x == 2589:
    print("branch", 2589)
elif x == 2590:
    print("branch", 2590)
elif x == 2591:
    print("branch", 2591)
elif x == 2592:
    print("branch", 2592)
elif x == 2593:
    print("branch", 2593)
elif x == 2594:
    print("branch", 2594)
elif x == 2595:
    print("branch", 2595)
elif x == 2596:
    print("branch", 2596)
elif x == 2597:
    print("branch", 2597)
elif x == 2598:
    print("branch", 2598)
elif x == 2599:
    print("branch", 2599)
elif x == 2600:
    print("branch", 2600)
elif x == 2601:
    print("branch", 2601)
elif x == 2602:
    print("branch", 2602)
elif x == 2603:
    print("branch", 2603)
elif x == 2604:
    print("branch", 2604)
elif x == 2605:
    print("branch", 2605)
elif x == 2606:
    print("branch", 2606)
elif x == 2607:
    print("branch", 2607)
elif x == 2608:
    print("branch", 2608)
elif x == 2609:
    print("branch", 2609)
elif x == 2610:
    print("branch", 2610)
elif x == 2611:
    print("branch", 2611)
elif x == 2612:
    print("branch", 2612)
elif x == 2613:
    print("branch", 2613)
elif x == 2614:
    print("branch", 2614)
elif x == 2615:
    print("branch", 2615)
elif x == 2616:
    print("branch", 2616)
elif x == 2617:
    print("branch", 2617)
elif x == 2618:
    print("branch", 2618)
elif x == 2619:
    print("branch", 2619)
elif x == 2620:
    print("branch", 2620)
elif x == 2621:
    print("branch", 2621)
elif x == 2622:
    print("branch", 2622)
elif x == 2623:
    print("branch", 2623)
elif x == 2624:
    print("branch", 2624)
elif x == 2625:
    print("branch", 2625)
elif x == 2626:
    print("branch", 2626)
elif x == 2627:
    print("branch", 2627)
elif x == 2628:
    print("branch", 2628)
elif x == 2629:
    print("branch", 2629)
elif x == 2630:
    print("branch", 2630)
elif x == 2631:
    print("branch", 2631)
elif x == 2632:
    print("branch", 2632)
elif x == 2633:
    print("branch", 2633)
elif x == 2634:
    print("branch", 2634)
elif x == 2635:
    print("branch", 2635)
elif x == 2636:
    print("branch", 2636)
elif x == 2637:
    print("branch", 2637)
elif x == 2638:
    print("branch", 2638)
elif x == 2639:
    print("branch", 2639)
elif x == 2640:
    print("branch", 2640)
elif x == 2641:
    print("branch", 2641)
elif x == 2642:
    print("branch", 2642)
elif x == 2643:
    print("branch", 2643)
elif x == 2644:
    print("branch", 2644)
elif x == 2645:
    print("branch", 2645)
elif x == 2646:
    print("branch", 2646)
elif x == 2647:
    print("branch", 2647)
elif x == 2648:
    print("branch", 2648)
elif x == 2649:
    print("branch", 2649)
elif x == 2650:
    print("branch", 2650)
elif x == 2651:
    print("branch", 2651)
elif x == 2652:
    print("branch", 2652)
elif x == 2653:
    print("branch", 2653)
elif x == 2654:
    print("branch", 2654)
elif x == 2655:
    print("branch", 2655)
elif x == 2656:
    print("branch", 2656)
elif x == 2657:
    print("branch", 2657)
elif x == 2658:
    print("branch", 2658)
elif x == 2659:
    print("branch", 2659)
elif x == 2660:
    print("branch", 2660)
elif x == 2661:
    print("branch", 2661)
elif x == 2662:
    print("branch", 2662)
elif x == 2663:
    print("branch", 2663)
elif x == 2664:
    print("branch", 2664)
elif x == 2665:
    print("branch", 2665)
elif x == 2666:
    print("branch", 2666)
elif x == 2667:
    print("branch", 2667)
elif x == 2668:
    print("branch", 2668)
elif x == 2669:
    print("branch", 2669)
elif x == 2670:
    print("branch", 2670)
elif x == 2671:
    print("branch", 2671)
elif x == 2672:
    print("branch", 2672)
elif x == 2673:
    print("branch", 2673)
elif x == 2674:
    print("branch", 2674)
elif x == 2675:
    print("branch", 2675)
elif x == 2676:
    print("branch", 2676)
elif x == 2677:
    print("branch", 2677)
elif x == 2678:
    print("branch", 2678)
elif x == 2679:
    print("branch", 2679)
elif x == 2680:
    print("branch", 2680)
elif x == 2681:
    print("branch", 2681)
elif x == 2682:
    print("branch", 2682)
elif x == 2683:
    print("branch", 2683)
elif x == 2684:
    print("branch", 2684)
elif x == 2685:
    print("branch", 2685)
elif x == 2686:
    print("branch", 2686)
elif x == 2687:
    print("branch", 2687)
elif x == 2688:
    print("branch", 2688)
elif x == 2689:
    print("branch", 2689)
elif x == 2690:
    print("branch", 2690)
elif x == 2691:
    print("branch", 2691)
elif x == 2692:
    print("branch", 2692)
elif x == 2693:
    print("branch", 2693)
elif x == 2694:
    print("branch", 2694)
elif x == 2695:
    print("branch", 2695)
elif x == 2696:
    print("branch", 2696)
elif x == 2697:
    print("branch", 2697)
elif x == 2698:
    print("branch", 2698)
elif x == 2699:
    print("branch", 2699)
elif x == 2700:
    print("branch", 2700)
elif x == 2701:
    print("branch", 2701)
elif x == 2702:
    print("branch", 2702)
elif x == 2703:
    print("branch", 2703)
elif x == 2704:
    print("branch", 2704)
elif x == 2705:
    print("branch", 2705)
elif x == 2706:
    print("branch", 2706)
elif x == 2707:
    print("branch", 2707)
elif x == 2708:
    print("branch", 2708)
elif x == 2709:
    print("branch", 2709)
elif x == 2710:
    print("branch", 2710)
elif x == 2711:
    print("branch", 2711)
elif x == 2712:
    print("branch", 2712)
elif x == 2713:
    print("branch", 2713)
elif x == 2714:
    print("branch", 2714)
elif x == 2715:
    print("branch", 2715)
elif x == 2716:
    print("branch", 2716)
elif x == 2717:
    print("branch", 2717)
elif x == 2718:
    print("branch", 2718)
elif x == 2719:
    print("branch", 2719)
elif x == 2720:
    print("branch", 2720)
elif x == 2721:
    print("branch", 2721)
elif x == 2722:
    print("branch", 2722)
elif x == 2723:
    print("branch", 2723)
elif x == 2724:
    print("branch", 2724)
elif x == 2725:
    print("branch", 2725)
elif x == 2726:
    print("branch", 2726)
elif x == 2727:
    print("branch", 2727)
elif x == 2728:
    print("branch", 2728)
elif x == 2729:
    print("branch", 2729)
elif x == 2730:
    print("branch", 2730)
elif x == 2731:
    print("branch", 2731)
elif x == 2732:
    print("branch", 2732)
elif x == 2733:
    print("branch", 2733)
elif x == 2734:
    print("branch", 2734)
elif x == 2735:
    print("branch", 2735)
elif x == 2736:
    print("branch", 2736)
elif x == 2737:
    print("branch", 2737)
elif x == 2738:
    print("branch", 2738)
elif x == 2739:
    print("branch", 2739)
elif x == 2740:
    print("branch", 2740)
elif x == 2741:
    print("branch", 2741)
elif x == 2742:
    print("branch", 2742)
elif x == 2743:
    print("branch", 2743)
elif x == 2744:
    print("branch", 2744)
elif x == 2745:
    print("branch", 2745)
elif x == 2746:
    print("branch", 2746)
elif x == 2747:
    print("branch", 2747)
elif x == 2748:
    print("branch", 2748)
elif x == 2749:
    print("branch", 2749)
elif x == 2750:
    print("branch", 2750)
elif x == 2751:
    print("branch", 2751)
elif x == 2752:
    print("branch", 2752)
elif x == 2753:
    print("branch", 2753)
elif x == 2754:
    print("branch", 2754)
elif x == 2755:
    print("branch", 2755)
elif x == 2756:
    print("branch", 2756)
elif x == 2757:
    print("branch", 2757)
elif x == 2758:
    print("branch", 2758)
elif x == 2759:
    print("branch", 2759)
elif x == 2760:
    print("branch", 2760)
elif x == 2761:
    print("branch", 2761)
elif x == 2762:
    print("branch", 2762)
elif x == 2763:
    print("branch", 2763)
elif x == 2764:
    print("branch", 2764)
elif x == 2765:
    print("branch", 2765)
elif x == 2766:
    print("branch", 2766)
elif x == 2767:
    print("branch", 2767)
elif x == 2768:
    print("branch", 2768)
elif x == 2769:
    print("branch", 2769)
elif x == 2770:
    print("branch", 2770)
elif x == 2771:
    print("branch", 2771)
elif x == 2772:
    print("branch", 2772)
elif x == 2773:
    print("branch", 2773)
elif x == 2774:
    print("branch", 2774)
elif x == 2775:
    print("branch", 2775)
elif x == 2776:
    print("branch", 2776)
elif x == 2777:
    print("branch", 2777)
elif x == 2778:
    print("branch", 2778)
elif x == 2779:
    print("branch", 2779)
elif x == 2780:
    print("branch", 2780)
elif x == 2781:
    print("branch", 2781)
elif x == 2782:
    print("branch", 2782)
elif x == 2783:
    print("branch", 2783)
elif x == 2784:
    print("branch", 2784)
elif x == 2785:
    print("branch", 2785)
elif x == 2786:
    print("branch", 2786)
elif x == 2787:
    print("branch", 2787)
elif x == 2788:
    print("branch", 2788)
elif x == 2789:
    print("branch", 2789)
elif x == 2790:
    print("branch", 2790)
elif x == 2791:
    print("branch", 2791)
elif x == 2792:
    print("branch", 2792)
elif x == 2793:
    print("branch", 2793)
elif x == 2794:
    print("branch", 2794)
elif x == 2795:
    print("branch", 2795)
elif x == 2796:
    print("branch", 2796)
elif x == 2797:
    print("branch", 2797)
elif x == 2798:
    print("branch", 2798)
elif x == 2799:
    print("branch", 2799)
elif x == 2800:
    print("branch", 2800)
elif x == 2801:
    print("branch", 2801)
elif x == 2802:
    print("branch", 2802)
elif x == 2803:
    print("branch", 2803)
elif x == 2804:
    print("branch", 2804)
elif x == 2805:
    print("branch", 2805)
elif x == 2806:
    print("branch", 2806)
elif x == 2807:
    print("branch", 2807)
elif x == 2808:
    print("branch", 2808)
elif x == 2809:
    print("branch", 2809)
elif x == 2810:
    print("branch", 2810)
elif x == 2811:
    print("branch", 2811)
elif x == 2812:
    print("branch", 2812)
elif x == 2813:
    print("branch", 2813)
elif x == 2814:
    print("branch", 2814)
elif x == 2815:
    print("branch", 2815)
elif x == 2816:
    print("branch", 2816)
elif x == 2817:
    print("branch", 2817)
elif x == 2818:
    print("branch", 2818)
elif x == 2819:
    print("branch", 2819)
elif x == 2820:
    print("branch", 2820)
elif x == 2821:
    print("branch", 2821)
elif x == 2822:
    print("branch", 2822)
elif x == 2823:
    print("branch", 2823)
elif x == 2824:
    print("branch", 2824)
elif x == 2825:
    print("branch", 2825)
elif x == 2826:
    print("branch", 2826)
elif x == 2827:
    print("branch", 2827)
elif x == 2828:
    print("branch", 2828)
elif x == 2829:
    print("branch", 2829)
elif x == 2830:
    print("branch", 2830)
elif x == 2831:
    print("branch", 2831)
elif x == 2832:
    print("branch", 2832)
elif x == 2833:
    print("branch", 2833)
elif x == 2834:
    print("branch", 2834)
elif x == 2835:
    print("branch", 2835)
elif x == 2836:
    print("branch", 2836)
elif x == 2837:
    print("branch", 2837)
elif x == 2838:
    print("branch", 2838)
elif x == 2839:
    print("branch", 2839)
elif x == 2840:
    print("branch", 2840)
elif x == 2841:
    print("branch", 2841)
elif x == 2842:
    print("branch", 2842)
elif x == 2843:
    print("branch", 2843)
elif x == 2844:
    print("branch", 2844)
elif x == 2845:
    print("branch", 2845)
elif x == 2846:
    print("branch", 2846)
elif x == 2847:
    print("branch", 2847)
elif x == 2848:
    print("branch", 2848)
elif x == 2849:
    print("branch", 2849)
elif x == 2850:
    print("branch", 2850)
elif x == 2851:
    print("branch", 2851)
elif x == 2852:
    print("branch", 2852)
elif x == 2853:
    print("branch", 2853)
elif x == 2854:
    print("branch", 2854)
elif x == 2855:
    print("branch", 2855)
elif x == 2856:
    print("branch", 2856)
elif x == 2857:
    print("branch", 2857)
elif x == 2858:
    print("branch", 2858)
elif x == 2859:
    print("branch", 2859)
elif x == 2860:
    print("branch", 2860)
elif x == 2861:
    print("branch", 2861)
elif x == 2862:
    print("branch", 2862)
elif x == 2863:
    print("branch", 2863)
elif x == 2864:
    print("branch", 2864)
elif x == 2865:
    print("branch", 2865)
elif x == 2866:
    print("branch", 2866)
elif x == 2867:
    print("branch", 2867)
elif x == 2868:
    print("branch", 2868)
elif x == 2869:
    print("branch", 2869)
elif x == 2870:
    print("branch", 2870)
elif x == 2871:
    print("branch", 2871)
elif x == 2872:
    print("branch", 2872)
elif x == 2873:
    print("branch", 2873)
elif x == 2874:
    print("branch", 2874)
elif x == 2875:
    print("branch", 2875)
elif x == 2876:
    print("branch", 2876)
elif x == 2877:
    print("branch", 2877)
elif x == 2878:
    print("branch", 2878)
elif x == 2879:
    print("branch", 2879)
elif x == 2880:
    print("branch", 2880)
elif x == 2881:
    print("branch", 2881)
elif x == 2882:
    print("branch", 2882)
elif x == 2883:
    print("branch", 2883)
elif x == 2884:
    print("branch", 2884)
elif x == 2885:
    print("branch", 2885)
elif x == 2886:
    print("branch", 2886)
elif x == 2887:
    print("branch", 2887)
elif x == 2888:
    print("branch", 2888)
elif x == 2889:
    print("branch", 2889)
elif x == 2890:
    print("branch", 2890)
elif x == 2891:
    print("branch", 2891)
elif x == 2892:
    print("branch", 2892)
elif x == 2893:
    print("branch", 2893)
elif x == 2894:
    print("branch", 2894)
elif x == 2895:
    print("branch", 2895)
elif x == 2896:
    print("branch", 2896)
elif x == 2897:
    print("branch", 2897)
elif x == 2898:
    print("branch", 2898)
elif x == 2899:
    print("branch", 2899)
elif x == 2900:
    print("branch", 2900)
elif x == 2901:
    print("branch", 2901)
elif x == 2902:
    print("branch", 2902)
elif x == 2903:
    print("branch", 2903)
elif x == 2904:
    print("branch", 2904)
elif x == 2905:
    print("branch", 2905)
elif x == 2906:
    print("branch", 2906)
elif x == 2907:
    print("branch", 2907)
elif x == 2908:
    print("branch", 2908)
elif x == 2909:
    print("branch", 2909)
elif x == 2910:
    print("branch", 2910)
elif x == 2911:
    print("branch", 2911)
elif x == 2912:
    print("branch", 2912)
elif x == 2913:
    print("branch", 2913)
elif x == 2914:
    print("branch", 2914)
elif x == 2915:
    print("branch", 2915)
elif x == 2916:
    print("branch", 2916)
elif x == 2917:
    print("branch", 2917)
elif x == 2918:
    print("branch", 2918)
elif x == 2919:
    print("branch", 2919)
elif x == 2920:
    print("branch", 2920)
elif x == 2921:
    print("branch", 2921)
elif x == 2922:
    print("branch", 2922)
elif x == 2923:
    print("branch", 2923)
elif x == 2924:
    print("branch", 2924)
elif x == 2925:
    print("branch", 2925)
elif x == 2926:
    print("branch", 2926)
elif x == 2927:
    print("branch", 2927)
elif x == 2928:
    print("branch", 2928)
elif x == 2929:
    print("branch", 2929)
elif x == 2930:
    print("branch", 2930)
elif x == 2931:
    print("branch", 2931)
elif x == 2932:
    print("branch", 2932)
elif x == 2933:
    print("branch", 2933)
elif x == 2934:
    print("branch", 2934)
elif x == 2935:
    print("branch", 2935)
elif x == 2936:
    print("branch", 2936)
elif x == 2937:
    print("branch", 2937)
elif x == 2938:
    print("branch", 2938)
elif x == 2939:
    print("branch", 2939)
elif x == 2940:
    print("branch", 2940)
elif x == 2941:
    print("branch", 2941)
elif x == 2942:
    print("branch", 2942)
elif x == 2943:
    print("branch", 2943)
elif x == 2944:
    print("branch", 2944)
elif x == 2945:
    print("branch", 2945)
elif x == 2946:
    print("branch", 2946)
elif x == 2947:
    print("branch", 2947)
elif x == 2948:
    print("branch", 2948)
elif x == 2949:
    print("branch", 2949)
elif x == 2950:
    print("branch", 2950)
elif x == 2951:
    print("branch", 2951)
elif x == 2952:
    print("branch", 2952)
elif x == 2953:
    print("branch", 2953)
elif x == 2954:
    print("branch", 2954)
elif x == 2955:
    print("branch", 2955)
elif x == 2956:
    print("branch", 2956)
elif x == 2957:
    print("branch", 2957)
elif x == 2958:
    print("branch", 2958)
elif x == 2959:
    print("branch", 2959)
elif x == 2960:
    print("branch", 2960)
elif x == 2961:
    print("branch", 2961)
elif x == 2962:
    print("branch", 2962)
elif x == 2963:
    print("branch", 2963)
elif x == 2964:
    print("branch", 2964)
elif x == 2965:
    print("branch", 2965)
elif x == 2966:
    print("branch", 2966)
elif x == 2967:
    print("branch", 2967)
elif x == 2968:
    print("branch", 2968)
elif x == 2969:
    print("branch", 2969)
elif x == 2970:
    print("branch", 2970)
elif x == 2971:
    print("branch", 2971)
elif x == 2972:
    print("branch", 2972)
elif x == 2973:
    print("branch", 2973)
elif x == 2974:
    print("branch", 2974)
elif x == 2975:
    print("branch", 2975)
elif x == 2976:
    print("branch", 2976)
elif x == 2977:
    print("branch", 2977)
elif x == 2978:
    print("branch", 2978)
elif x == 2979:
    print("branch", 2979)
elif x == 2980:
    print("branch", 2980)
elif x == 2981:
    print("branch", 2981)
elif x == 2982:
    print("branch", 2982)
elif x == 2983:
    print("branch", 2983)
elif x == 2984:
    print("branch", 2984)
elif x == 2985:
    print("branch", 2985)
elif x == 2986:
    print("branch", 2986)
elif x == 2987:
    print("branch", 2987)
elif x == 2988:
    print("branch", 2988)
elif x == 2989:
    print("branch", 2989)
elif x == 2990:
    print("branch", 2990)
elif x == 2991:
    print("branch", 2991)
elif x == 2992:
    print("branch", 2992)
elif x == 2993:
    print("branch", 2993)
elif x == 2994:
    print("branch", 2994)
elif x == 2995:
    print("branch", 2995)
elif x == 2996:
    print("branch", 2996)
elif x == 2997:
    print("branch", 2997)
elif x == 2998:
    print("branch", 2998)
elif x == 2999:
    print("branch", 2999)
elif x == 3000:
    print("branch", 3000)
elif x == 3001:
    print("branch", 3001)
elif x == 3002:
    print("branch", 3002)
elif x == 3003:
    print("branch", 3003)
elif x == 3004:
    print("branch", 3004)
elif x == 3005:
    print("branch", 3005)
elif x == 3006:
    print("branch", 3006)
elif x == 3007:
    print("branch", 3007)
elif x == 3008:
    print("branch", 3008)
elif x == 3009:
    print("branch", 3009)
elif x == 3010:
    print("branch", 3010)
elif x == 3011:
    print("branch", 3011)
elif x == 3012:
    print("branch", 3012)
elif x == 3013:
    print("branch", 3013)
elif x == 3014:
    print("branch", 3014)
elif x == 3015:
    print("branch", 3015)
elif x == 3016:
    print("branch", 3016)
elif x == 3017:
    print("branch", 3017)
elif x == 3018:
    print("branch", 3018)
elif x == 3019:
    print("branch", 3019)
elif x == 3020:
    print("branch", 3020)
elif x == 3021:
    print("branch", 3021)
elif x == 3022:
    print("branch", 3022)
elif x == 3023:
    print("branch", 3023)
elif x == 3024:
    print("branch", 3024)
elif x == 3025:
    print("branch", 3025)
elif x == 3026:
    print("branch", 3026)
elif x == 3027:
    print("branch", 3027)
elif x == 3028:
    print("branch", 3028)
elif x == 3029:
    print("branch", 3029)
elif x == 3030:
    print("branch", 3030)
elif x == 3031:
    print("branch", 3031)
elif x == 3032:
    print("branch", 3032)
elif x == 3033:
    print("branch", 3033)
elif x == 3034:
    print("branch", 3034)
elif x == 3035:
    print("branch", 3035)
elif x == 3036:
    print("branch", 3036)
elif x == 3037:
    print("branch", 3037)
elif x == 3038:
    print("branch", 3038)
elif x == 3039:
    print("branch", 3039)
elif x == 3040:
    print("branch", 3040)
elif x == 3041:
    print("branch", 3041)
elif x == 3042:
    print("branch", 3042)
elif x == 3043:
    print("branch", 3043)
elif x == 3044:
    print("branch", 3044)
elif x == 3045:
    print("branch", 3045)
elif x == 3046:
    print("branch", 3046)
elif x == 3047:
    print("branch", 3047)
elif x == 3048:
    print("branch", 3048)
elif x == 3049:
    print("branch", 3049)
elif x == 3050:
    print("branch", 3050)
elif x == 3051:
    print("branch", 3051)
elif x == 3052:
    print("branch", 3052)
elif x == 3053:
    print("branch", 3053)
elif x == 3054:
    print("branch", 3054)
elif x == 3055:
    print("branch", 3055)
elif x == 3056:
    print("branch", 3056)
elif x == 3057:
    print("branch", 3057)
elif x == 3058:
    print("branch", 3058)
elif x == 3059:
    print("branch", 3059)
elif x == 3060:
    print("branch", 3060)
elif x == 3061:
    print("branch", 3061)
elif x == 3062:
    print("branch", 3062)
elif x == 3063:
    print("branch", 3063)
elif x == 3064:
    print("branch", 3064)
elif x == 3065:
    print("branch", 3065)
elif x == 3066:
    print("branch", 3066)
elif x == 3067:
    print("branch", 3067)
elif x == 3068:
    print("branch", 3068)
elif x == 3069:
    print("branch", 3069)
elif x == 3070:
    print("branch", 3070)
elif x == 3071:
    print("branch", 3071)
elif x == 3072:
    print("branch", 3072)
elif x == 3073:
    print("branch", 3073)
elif x == 3074:
    print("branch", 3074)
elif x == 3075:
    print("branch", 3075)
elif x == 3076:
    print("branch", 3076)
elif x == 3077:
    print("branch", 3077)
elif x == 3078:
    print("branch", 3078)
elif x == 3079:
    print("branch", 3079)
elif x == 3080:
    print("branch", 3080)
elif x == 3081:
    print("branch", 3081)
elif x == 3082:
    print("branch", 3082)
elif x == 3083:
    print("branch", 3083)
elif x == 3084:
    print("branch", 3084)
elif x == 3085:
    print("branch", 3085)
elif x == 3086:
    print("branch", 3086)
elif x == 3087:
    print("branch", 3087)
elif x == 3088:
    print("branch", 3088)
elif x == 3089:
    print("branch", 3089)
elif x == 3090:
    print("branch", 3090)
elif x == 3091:
    print("branch", 3091)
elif x == 3092:
    print("branch", 3092)
elif x == 3093:
    print("branch", 3093)
elif x == 3094:
    print("branch", 3094)
elif x == 3095:
    print("branch", 3095)
elif x == 3096:
    print("branch", 3096)
elif x == 3097:
    print("branch", 3097)
elif x == 3098:
    print("branch", 3098)
elif x == 3099:
    print("branch", 3099)
elif x == 3100:
    print("branch", 3100)
elif x == 3101:
    print("branch", 3101)
elif x == 3102:
    print("branch", 3102)
elif x == 3103:
    print("branch", 3103)
elif x == 3104:
    print("branch", 3104)
elif x == 3105:
    print("branch", 3105)
elif x == 3106:
    print("branch", 3106)
elif x == 3107:
    print("branch", 3107)
elif x == 3108:
    print("branch", 3108)
elif x == 3109:
    print("branch", 3109)
elif x == 3110:
    print("branch", 3110)
elif x == 3111:
    print("branch", 3111)
elif x == 3112:
    print("branch", 3112)
elif x == 3113:
    print("branch", 3113)
elif x == 3114:
    print("branch", 3114)
elif x == 3115:
    print("branch", 3115)
elif x == 3116:
    print("branch", 3116)
elif x == 3117:
    print("branch", 3117)
elif x == 3118:
    print("branch", 3118)
elif x == 3119:
    print("branch", 3119)
elif x == 3120:
    print("branch", 3120)
elif x == 3121:
    print("branch", 3121)
elif x == 3122:
    print("branch", 3122)
elif x == 3123:
    print("branch", 3123)
elif x == 3124:
    print("branch", 3124)
elif x == 3125:
    print("branch", 3125)
elif x == 3126:
    print("branch", 3126)
elif x == 3127:
    print("branch", 3127)
elif x == 3128:
    print("branch", 3128)
elif x == 3129:
    print("branch", 3129)
elif x == 3130:
    print("branch", 3130)
elif x == 3131:
    print("branch", 3131)
elif x == 3132:
    print("branch", 3132)
elif x == 3133:
    print("branch", 3133)
elif x == 3134:
    print("branch", 3134)
elif x == 3135:
    print("branch", 3135)
elif x == 3136:
    print("branch", 3136)
elif x == 3137:
    print("branch", 3137)
elif x == 3138:
    print("branch", 3138)
elif x == 3139:
    print("branch", 3139)
elif x == 3140:
    print("branch", 3140)
elif x == 3141:
    print("branch", 3141)
elif x == 3142:
    print("branch", 3142)
elif x == 3143:
    print("branch", 3143)
elif x == 3144:
    print("branch", 3144)
elif x == 3145:
    print("branch", 3145)
elif x == 3146:
    print("branch", 3146)
elif x == 3147:
    print("branch", 3147)
elif x == 3148:
    print("branch", 3148)
elif x == 3149:
    print("branch", 3149)
elif x == 3150:
    print("branch", 3150)
elif x == 3151:
    print("branch", 3151)
elif x == 3152:
    print("branch", 3152)
elif x == 3153:
    print("branch", 3153)
elif x == 3154:
    print("branch", 3154)
elif x == 3155:
    print("branch", 3155)
elif x == 3156:
    print("branch", 3156)
elif x == 3157:
    print("branch", 3157)
elif x == 3158:
    print("branch", 3158)
elif x == 3159:
    print("branch", 3159)
elif x == 3160:
    print("branch", 3160)
elif x == 3161:
    print("branch", 3161)
elif x == 3162:
    print("branch", 3162)
elif x == 3163:
    print("branch", 3163)
elif x == 3164:
    print("branch", 3164)
elif x == 3165:
    print("branch", 3165)
elif x == 3166:
    print("branch", 3166)
elif x == 3167:
    print("branch", 3167)
elif x == 3168:
    print("branch", 3168)
elif x == 3169:
    print("branch", 3169)
elif x == 3170:
    print("branch", 3170)
elif x == 3171:
    print("branch", 3171)
elif x == 3172:
    print("branch", 3172)
elif x == 3173:
    print("branch", 3173)
elif x == 3174:
    print("branch", 3174)
elif x == 3175:
    print("branch", 3175)
elif x == 3176:
    print("branch", 3176)
elif x == 3177:
    print("branch", 3177)
elif x == 3178:
    print("branch", 3178)
elif x == 3179:
    print("branch", 3179)
elif x == 3180:
    print("branch", 3180)
elif x == 3181:
    print("branch", 3181)
elif x == 3182:
    print("branch", 3182)
elif x == 3183:
    print("branch", 3183)
elif x == 3184:
    print("branch", 3184)
elif x == 3185:
    print("branch", 3185)
elif x == 3186:
    print("branch", 3186)
elif x == 3187:
    print("branch", 3187)
elif x == 3188:
    print("branch", 3188)
elif x == 3189:
    print("branch", 3189)
elif x == 3190:
    print("branch", 3190)
elif x == 3191:
    print("branch", 3191)
elif x == 3192:
    print("branch", 3192)
elif x == 3193:
    print("branch", 3193)
elif x == 3194:
    print("branch", 3194)
elif x == 3195:
    print("branch", 3195)
elif x == 3196:
    print("branch", 3196)
elif x == 3197:
    print("branch", 3197)
elif x == 3198:
    print("branch", 3198)
elif x == 3199:
    print("branch", 3199)
elif x == 3200:
    print("branch", 3200)
elif x == 3201:
    print("branch", 3201)
elif x == 3202:
    print("branch", 3202)
elif x == 3203:
    print("branch", 3203)
elif x == 3204:
    print("branch", 3204)
elif x == 3205:
    print("branch", 3205)
elif x == 3206:
    print("branch", 3206)
elif x == 3207:
    print("branch", 3207)
elif x == 3208:
    print("branch", 3208)
elif x == 3209:
    print("branch", 3209)
elif x == 3210:
    print("branch", 3210)
elif x == 3211:
    print("branch", 3211)
elif x == 3212:
    print("branch", 3212)
elif x == 3213:
    print("branch", 3213)
elif x == 3214:
    print("branch", 3214)
elif x == 3215:
    print("branch", 3215)
elif x == 3216:
    print("branch", 3216)
elif x == 3217:
    print("branch", 3217)
elif x == 3218:
    print("branch", 3218)
elif x == 3219:
    print("branch", 3219)
elif x == 3220:
    print("branch", 3220)
elif x == 3221:
    print("branch", 3221)
elif x == 3222:
    print("branch", 3222)
elif x == 3223:
    print("branch", 3223)
elif x == 3224:
    print("branch", 3224)
elif x == 3225:
    print("branch", 3225)
elif x == 3226:
    print("branch", 3226)
elif x == 3227:
    print("branch", 3227)
elif x == 3228:
    print("branch", 3228)
elif x == 3229:
    print("branch", 3229)
elif x == 3230:
    print("branch", 3230)
elif x == 3231:
    print("branch", 3231)
elif x == 3232:
    print("branch", 3232)
elif x == 3233:
    print("branch", 3233)
elif x == 3234:
    print("branch", 3234)
elif x == 3235:
    print("branch", 3235)
elif x == 3236:
    print("branch", 3236)
elif x == 3237:
    print("branch", 3237)
elif x == 3238:
    print("branch", 3238)
elif x == 3239:
    print("branch", 3239)
elif x == 3240:
    print("branch", 3240)
elif x == 3241:
    print("branch", 3241)
elif x == 3242:
    print("branch", 3242)
elif x == 3243:
    print("branch", 3243)
elif x == 3244:
    print("branch", 3244)
elif x == 3245:
    print("branch", 3245)
elif x == 3246:
    print("branch", 3246)
elif x == 3247:
    print("branch", 3247)
elif x == 3248:
    print("branch", 3248)
elif x == 3249:
    print("branch", 3249)
elif x == 3250:
    print("branch", 3250)
elif x == 3251:
    print("branch", 3251)
elif x == 3252:
    print("branch", 3252)
elif x == 3253:
    print("branch", 3253)
elif x == 3254:
    print("branch", 3254)
elif x == 3255:
    print("branch", 3255)
elif x == 3256:
    print("branch", 3256)
elif x == 3257:
    print("branch", 3257)
elif x == 3258:
    print("branch", 3258)
elif x == 3259:
    print("branch", 3259)
elif x == 3260:
    print("branch", 3260)
elif x == 3261:
    print("branch", 3261)
elif x == 3262:
    print("branch", 3262)
elif x == 3263:
    print("branch", 3263)
elif x == 3264:
    print("branch", 3264)
elif x == 3265:
    print("branch", 3265)
elif x == 3266:
    print("branch", 3266)
elif x == 3267:
    print("branch", 3267)
elif x == 3268:
    print("branch", 3268)
elif x == 3269:
    print("branch", 3269)
elif x == 3270:
    print("branch", 3270)
elif x == 3271:
    print("branch", 3271)
elif x == 3272:
    print("branch", 3272)
elif x == 3273:
    print("branch", 3273)
elif x == 3274:
    print("branch", 3274)
elif x == 3275:
    print("branch", 3275)
elif x == 3276:
    print("branch", 3276)
elif x == 3277:
    print("branch", 3277)
elif x == 3278:
    print("branch", 3278)
elif x == 3279:
    print("branch", 3279)
elif x == 3280:
    print("branch", 3280)
elif x == 3281:
    print("branch", 3281)
elif x == 3282:
    print("branch", 3282)
elif x == 3283:
    print("branch", 3283)
elif x == 3284:
    print("branch", 3284)
elif x == 3285:
    print("branch", 3285)
elif x == 3286:
    print("branch", 3286)
elif x == 3287:
    print("branch", 3287)
elif x == 3288:
    print("branch", 3288)
elif x == 3289:
    print("branch", 3289)
elif x == 3290:
    print("branch", 3290)
elif x == 3291:
    print("branch", 3291)
elif x == 3292:
    print("branch", 3292)
elif x == 3293:
    print("branch", 3293)
elif x == 3294:
    print("branch", 3294)
elif x == 3295:
    print("branch", 3295)
elif x == 3296:
    print("branch", 3296)
elif x == 3297:
    print("branch", 3297)
elif x == 3298:
    print("branch", 3298)
elif x == 3299:
    print("branch", 3299)
elif x == 3300:
    print("branch", 3300)
elif x == 3301:
    print("branch", 3301)
elif x == 3302:
    print("branch", 3302)
elif x == 3303:
    print("branch", 3303)
elif x == 3304:
    print("branch", 3304)
elif x == 3305:
    print("branch", 3305)
elif x == 3306:
    print("branch", 3306)
elif x == 3307:
    print("branch", 3307)
elif x == 3308:
    print("branch", 3308)
elif x == 3309:
    print("branch", 3309)
elif x == 3310:
    print("branch", 3310)
elif x == 3311:
    print("branch", 3311)
elif x == 3312:
    print("branch", 3312)
elif x == 3313:
    print("branch", 3313)
elif x == 3314:
    print("branch", 3314)
elif x == 3315:
    print("branch", 3315)
elif x == 3316:
    print("branch", 3316)
elif x == 3317:
    print("branch", 3317)
elif x == 3318:
    print("branch", 3318)
elif x == 3319:
    print("branch", 3319)
elif x == 3320:
    print("branch", 3320)
elif x == 3321:
    print("branch", 3321)
elif x == 3322:
    print("branch", 3322)
elif x == 3323:
    print("branch", 3323)
elif x == 3324:
    print("branch", 3324)
elif x == 3325:
    print("branch", 3325)
elif x == 3326:
    print("branch", 3326)
elif x == 3327:
    print("branch", 3327)
elif x == 3328:
    print("branch", 3328)
elif x == 3329:
    print("branch", 3329)
elif x == 3330:
    print("branch", 3330)
elif x == 3331:
    print("branch", 3331)
elif x == 3332:
    print("branch", 3332)
elif x == 3333:
    print("branch", 3333)
elif x == 3334:
    print("branch", 3334)
elif x == 3335:
    print("branch", 3335)
elif x == 3336:
    print("branch", 3336)
elif x == 3337:
    print("branch", 3337)
elif x == 3338:
    print("branch", 3338)
elif x == 3339:
    print("branch", 3339)
elif x == 3340:
    print("branch", 3340)
elif x == 3341:
    print("branch", 3341)
elif x == 3342:
    print("branch", 3342)
elif x == 3343:
    print("branch", 3343)
elif x == 3344:
    print("branch", 3344)
elif x == 3345:
    print("branch", 3345)
elif x == 3346:
    print("branch", 3346)
elif x == 3347:
    print("branch", 3347)
elif x == 3348:
    print("branch", 3348)
elif x == 3349:
    print("branch", 3349)
elif x == 3350:
    print("branch", 3350)
elif x == 3351:
    print("branch", 3351)
elif x == 3352:
    print("branch", 3352)
elif x == 3353:
    print("branch", 3353)
elif x == 3354:
    print("branch", 3354)
elif x == 3355:
    print("branch", 3355)
elif x == 3356:
    print("branch", 3356)
elif x == 3357:
    print("branch", 3357)
elif x == 3358:
    print("branch", 3358)
elif x == 3359:
    print("branch", 3359)
elif x == 3360:
    print("branch", 3360)
elif x == 3361:
    print("branch", 3361)
elif x == 3362:
    print("branch", 3362)
elif x == 3363:
    print("branch", 3363)
elif x == 3364:
    print("branch", 3364)
elif x == 3365:
    print("branch", 3365)
elif x == 3366:
    print("branch", 3366)
elif x == 3367:
    print("branch", 3367)
elif x == 3368:
    print("branch", 3368)
elif x == 3369:
    print("branch", 3369)
elif x == 3370:
    print("branch", 3370)
elif x == 3371:
    print("branch", 3371)
elif x == 3372:
    print("branch", 3372)
elif x == 3373:
    print("branch", 3373)
elif x == 3374:
    print("branch", 3374)
elif x == 3375:
    print("branch", 3375)
elif x == 3376:
    print("branch", 3376)
elif x == 3377:
    print("branch", 3377)
elif x == 3378:
    print("branch", 3378)
elif x == 3379:
    print("branch", 3379)
elif x == 3380:
    print("branch", 3380)
elif x == 3381:
    print("branch", 3381)
elif x == 3382:
    print("branch", 3382)
elif x == 3383:
    print("branch", 3383)
elif x == 3384:
    print("branch", 3384)
elif x == 3385:
    print("branch", 3385)
elif x == 3386:
    print("branch", 3386)
elif x == 3387:
    print("branch", 3387)
elif x == 3388:
    print("branch", 3388)
elif x == 3389:
    print("branch", 3389)
elif x == 3390:
    print("branch", 3390)
elif x == 3391:
    print("branch", 3391)
elif x == 3392:
    print("branch", 3392)
elif x == 3393:
    print("branch", 3393)
elif x == 3394:
    print("branch", 3394)
elif x == 3395:
    print("branch", 3395)
elif x == 3396:
    print("branch", 3396)
elif x == 3397:
    print("branch", 3397)
elif x == 3398:
    print("branch", 3398)
elif x == 3399:
    print("branch", 3399)
elif x == 3400:
    print("branch", 3400)
elif x == 3401:
    print("branch", 3401)
elif x == 3402:
    print("branch", 3402)
elif x == 3403:
    print("branch", 3403)
elif x == 3404:
    print("branch", 3404)
elif x == 3405:
    print("branch", 3405)
elif x == 3406:
    print("branch", 3406)
elif x == 3407:
    print("branch", 3407)
elif x == 3408:
    print("branch", 3408)
elif x == 3409:
    print("branch", 3409)
elif x == 3410:
    print("branch", 3410)
elif x == 3411:
    print("branch", 3411)
elif x == 3412:
    print("branch", 3412)
elif x == 3413:
    print("branch", 3413)
elif x == 3414:
    print("branch", 3414)
elif x == 3415:
    print("branch", 3415)
elif x == 3416:
    print("branch", 3416)
elif x == 3417:
    print("branch", 3417)
elif x == 3418:
    print("branch", 3418)
elif x == 3419:
    print("branch", 3419)
elif x == 3420:
    print("branch", 3420)
elif x == 3421:
    print("branch", 3421)
elif x == 3422:
    print("branch", 3422)
elif x == 3423:
    print("branch", 3423)
elif x == 3424:
    print("branch", 3424)
elif x == 3425:
    print("branch", 3425)
elif x == 3426:
    print("branch", 3426)
elif x == 3427:
    print("branch", 3427)
elif x == 3428:
    print("branch", 3428)
elif x == 3429:
    print("branch", 3429)
elif x == 3430:
    print("branch", 3430)
elif x == 3431:
    print("branch", 3431)
elif x == 3432:
    print("branch", 3432)
elif x == 3433:
    print("branch", 3433)
elif x == 3434:
    print("branch", 3434)
elif x == 3435:
    print("branch", 3435)
elif x == 3436:
    print("branch", 3436)
elif x == 3437:
    print("branch", 3437)
elif x == 3438:
    print("branch", 3438)
elif x == 3439:
    print("branch", 3439)
elif x == 3440:
    print("branch", 3440)
elif x == 3441:
    print("branch", 3441)
elif x == 3442:
    print("branch", 3442)
elif x == 3443:
    print("branch", 3443)
elif x == 3444:
    print("branch", 3444)
elif x == 3445:
    print("branch", 3445)
elif x == 3446:
    print("branch", 3446)
elif x == 3447:
    print("branch", 3447)
elif x == 3448:
    print("branch", 3448)
elif x == 3449:
    print("branch", 3449)
elif x == 3450:
    print("branch", 3450)
elif x == 3451:
    print("branch", 3451)
elif x == 3452:
    print("branch", 3452)
elif x == 3453:
    print("branch", 3453)
elif x == 3454:
    print("branch", 3454)
elif x == 3455:
    print("branch", 3455)
elif x == 3456:
    print("branch", 3456)
elif x == 3457:
    print("branch", 3457)
elif x == 3458:
    print("branch", 3458)
elif x == 3459:
    print("branch", 3459)
elif x == 3460:
    print("branch", 3460)
elif x == 3461:
    print("branch", 3461)
elif x == 3462:
    print("branch", 3462)
elif x == 3463:
    print("branch", 3463)
elif x == 3464:
    print("branch", 3464)
elif x == 3465:
    print("branch", 3465)
elif x == 3466:
    print("branch", 3466)
elif x == 3467:
    print("branch", 3467)
elif x == 3468:
    print("branch", 3468)
elif x == 3469:
    print("branch", 3469)
elif x == 3470:
    print("branch", 3470)
elif x == 3471:
    print("branch", 3471)
elif x == 3472:
    print("branch", 3472)
elif x == 3473:
    print("branch", 3473)
elif x == 3474:
    print("branch", 3474)
elif x == 3475:
    print("branch", 3475)
elif x == 3476:
    print("branch", 3476)
elif x == 3477:
    print("branch", 3477)
elif x == 3478:
    print("branch", 3478)
elif x == 3479:
    print("branch", 3479)
elif x == 3480:
    print("branch", 3480)
elif x == 3481:
    print("branch", 3481)
elif x == 3482:
    print("branch", 3482)
elif x == 3483:
    print("branch", 3483)
elif x == 3484:
    print("branch", 3484)
elif x == 3485:
    print("branch", 3485)
elif x == 3486:
    print("branch", 3486)
elif x == 3487:
    print("branch", 3487)
elif x == 3488:
    print("branch", 3488)
elif x == 3489:
    print("branch", 3489)
elif x == 3490:
    print("branch", 3490)
elif x == 3491:
    print("branch", 3491)
elif x == 3492:
    print("branch", 3492)
elif x == 3493:
    print("branch", 3493)
elif x == 3494:
    print("branch", 3494)
elif x == 3495:
    print("branch", 3495)
elif x == 3496:
    print("branch", 3496)
elif x == 3497:
    print("branch", 3497)
elif x == 3498:
    print("branch", 3498)
elif x == 3499:
    print("branch", 3499)
elif x == 3500:
    print("branch", 3500)
elif x == 3501:
    print("branch", 3501)
elif x == 3502:
    print("branch", 3502)
elif x == 3503:
    print("branch", 3503)
elif x == 3504:
    print("branch", 3504)
elif x == 3505:
    print("branch", 3505)
elif x == 3506:
    print("branch", 3506)
elif x == 3507:
    print("branch", 3507)
elif x == 3508:
    print("branch", 3508)
elif x == 3509:
    print("branch", 3509)
elif x == 3510:
    print("branch", 3510)
elif x == 3511:
    print("branch", 3511)
elif x == 3512:
    print("branch", 3512)
elif x == 3513:
    print("branch", 3513)
elif x == 3514:
    print("branch", 3514)
elif x == 3515:
    print("branch", 3515)
elif x == 3516:
    print("branch", 3516)
elif x == 3517:
    print("branch", 3517)
elif x == 3518:
    print("branch", 3518)
elif x == 3519:
    print("branch", 3519)
elif x == 3520:
    print("branch", 3520)
elif x == 3521:
    print("branch", 3521)
elif x == 3522:
    print("branch", 3522)
elif x == 3523:
    print("branch", 3523)
elif x == 3524:
    print("branch", 3524)
elif x == 3525:
    print("branch", 3525)
elif x == 3526:
    print("branch", 3526)
elif x == 3527:
    print("branch", 3527)
elif x == 3528:
    print("branch", 3528)
elif x == 3529:
    print("branch", 3529)
elif x == 3530:
    print("branch", 3530)
elif x == 3531:
    print("branch", 3531)
elif x == 3532:
    print("branch", 3532)
elif x == 3533:
    print("branch", 3533)
elif x == 3534:
    print("branch", 3534)
elif x == 3535:
    print("branch", 3535)
elif x == 3536:
    print("branch", 3536)
elif x == 3537:
    print("branch", 3537)
elif x == 3538:
    print("branch", 3538)
elif x == 3539:
    print("branch", 3539)
elif x == 3540:
    print("branch", 3540)
elif x == 3541:
    print("branch", 3541)
elif x == 3542:
    print("branch", 3542)
elif x == 3543:
    print("branch", 3543)
elif x == 3544:
    print("branch", 3544)
elif x == 3545:
    print("branch", 3545)
elif x == 3546:
    print("branch", 3546)
elif x == 3547:
    print("branch", 3547)
elif x == 3548:
    print("branch", 3548)
elif x == 3549:
    print("branch", 3549)
elif x == 3550:
    print("branch", 3550)
elif x == 3551:
    print("branch", 3551)
elif x == 3552:
    print("branch", 3552)
elif x == 3553:
    print("branch", 3553)
elif x == 3554:
    print("branch", 3554)
elif x == 3555:
    print("branch", 3555)
elif x == 3556:
    print("branch", 3556)
elif x == 3557:
    print("branch", 3557)
elif x == 3558:
    print("branch", 3558)
elif x == 3559:
    print("branch", 3559)
elif x == 3560:
    print("branch", 3560)
elif x == 3561:
    print("branch", 3561)
elif x == 3562:
    print("branch", 3562)
elif x == 3563:
    print("branch", 3563)
elif x == 3564:
    print("branch", 3564)
elif x == 3565:
    print("branch", 3565)
elif x == 3566:
    print("branch", 3566)
elif x == 3567:
    print("branch", 3567)
elif x == 3568:
    print("branch", 3568)
elif x == 3569:
    print("branch", 3569)
elif x == 3570:
    print("branch", 3570)
elif x == 3571:
    print("branch", 3571)
elif x == 3572:
    print("branch", 3572)
elif x == 3573:
    print("branch", 3573)
elif x == 3574:
    print("branch", 3574)
elif x == 3575:
    print("branch", 3575)
elif x == 3576:
    print("branch", 3576)
elif x == 3577:
    print("branch", 3577)
elif x == 3578:
    print("branch", 3578)
elif x == 3579:
    print("branch", 3579)
elif x == 3580:
    print("branch", 3580)
elif x == 3581:
    print("branch", 3581)
elif x == 3582:
    print("branch", 3582)
elif x == 3583:
    print("branch", 3583)
elif x == 3584:
    print("branch", 3584)
elif x == 3585:
    print("branch", 3585)
elif x == 3586:
    print("branch", 3586)
elif x == 3587:
    print("branch", 3587)
elif x == 3588:
    print("branch", 3588)
elif x == 3589:
    print("branch", 3589)
elif x == 3590:
    print("branch", 3590)
elif x == 3591:
    print("branch", 3591)
elif x == 3592:
    print("branch", 3592)
elif x == 3593:
    print("branch", 3593)
elif x == 3594:
    print("branch", 3594)
elif x == 3595:
    print("branch", 3595)
elif x == 3596:
    print("branch", 3596)
elif x == 3597:
    print("branch", 3597)
elif x == 3598:
    print("branch", 3598)
elif x == 3599:
    print("branch", 3599)
elif x == 3600:
    print("branch", 3600)
elif x == 3601:
    print("branch", 3601)
elif x == 3602:
    print("branch", 3602)
elif x == 3603:
    print("branch", 3603)
elif x == 3604:
    print("branch", 3604)
elif x == 3605:
    print("branch", 3605)
elif x == 3606:
    print("branch", 3606)
elif x == 3607:
    print("branch", 3607)
elif x == 3608:
    print("branch", 3608)
elif x == 3609:
    print("branch", 3609)
elif x == 3610:
    print("branch", 3610)
elif x == 3611:
    print("branch", 3611)
elif x == 3612:
    print("branch", 3612)
elif x == 3613:
    print("branch", 3613)
elif x == 3614:
    print("branch", 3614)
elif x == 3615:
    print("branch", 3615)
elif x == 3616:
    print("branch", 3616)
elif x == 3617:
    print("branch", 3617)
elif x == 3618:
    print("branch", 3618)
elif x == 3619:
    print("branch", 3619)
elif x == 3620:
    print("branch", 3620)
elif x == 3621:
    print("branch", 3621)
elif x == 3622:
    print("branch", 3622)
elif x == 3623:
    print("branch", 3623)
elif x == 3624:
    print("branch", 3624)
elif x == 3625:
    print("branch", 3625)
elif x == 3626:
    print("branch", 3626)
elif x == 3627:
    print("branch", 3627)
elif x == 3628:
    print("branch", 3628)
elif x == 3629:
    print("branch", 3629)
elif x == 3630:
    print("branch", 3630)
elif x == 3631:
    print("branch", 3631)
elif x == 3632:
    print("branch", 3632)
elif x == 3633:
    print("branch", 3633)
elif x == 3634:
    print("branch", 3634)
elif x == 3635:
    print("branch", 3635)
elif x == 3636:
    print("branch", 3636)
elif x == 3637:
    print("branch", 3637)
elif x == 3638:
    print("branch", 3638)
elif x == 3639:
    print("branch", 3639)
elif x == 3640:
    print("branch", 3640)
elif x == 3641:
    print("branch", 3641)
elif x == 3642:
    print("branch", 3642)
elif x == 3643:
    print("branch", 3643)
elif x == 3644:
    print("branch", 3644)
elif x == 3645:
    print("branch", 3645)
elif x == 3646:
    print("branch", 3646)
elif x == 3647:
    print("branch", 3647)
elif x == 3648:
    print("branch", 3648)
elif x == 3649:
    print("branch", 3649)
elif x == 3650:
    print("branch", 3650)
elif x == 3651:
    print("branch", 3651)
elif x == 3652:
    print("branch", 3652)
elif x == 3653:
    print("branch", 3653)
elif x == 3654:
    print("branch", 3654)
elif x == 3655:
    print("branch", 3655)
elif x == 3656:
    print("branch", 3656)
elif x == 3657:
    print("branch", 3657)
elif x == 3658:
    print("branch", 3658)
elif x == 3659:
    print("branch", 3659)
elif x == 3660:
    print("branch", 3660)
elif x == 3661:
    print("branch", 3661)
elif x == 3662:
    print("branch", 3662)
elif x == 3663:
    print("branch", 3663)
elif x == 3664:
    print("branch", 3664)
elif x == 3665:
    print("branch", 3665)
elif x == 3666:
    print("branch", 3666)
elif x == 3667:
    print("branch", 3667)
elif x == 3668:
    print("branch", 3668)
elif x == 3669:
    print("branch", 3669)
elif x == 3670:
    print("branch", 3670)
elif x == 3671:
    print("branch", 3671)
elif x == 3672:
    print("branch", 3672)
elif x == 3673:
    print("branch", 3673)
elif x == 3674:
    print("branch", 3674)
elif x == 3675:
    print("branch", 3675)
elif x == 3676:
    print("branch", 3676)
elif x == 3677:
    print("branch", 3677)
elif x == 3678:
    print("branch", 3678)
elif x == 3679:
    print("branch", 3679)
elif x == 3680:
    print("branch", 3680)
elif x == 3681:
    print("branch", 3681)
elif x == 3682:
    print("branch", 3682)
elif x == 3683:
    print("branch", 3683)
elif x == 3684:
    print("branch", 3684)
elif x == 3685:
    print("branch", 3685)
elif x == 3686:
    print("branch", 3686)
elif x == 3687:
    print("branch", 3687)
elif x == 3688:
    print("branch", 3688)
elif x == 3689:
    print("branch", 3689)
elif x == 3690:
    print("branch", 3690)
elif x == 3691:
    print("branch", 3691)
elif x == 3692:
    print("branch", 3692)
elif x == 3693:
    print("branch", 3693)
elif x == 3694:
    print("branch", 3694)
elif x == 3695:
    print("branch", 3695)
elif x == 3696:
    print("branch", 3696)
elif x == 3697:
    print("branch", 3697)
elif x == 3698:
    print("branch", 3698)
elif x == 3699:
    print("branch", 3699)
elif x == 3700:
    print("branch", 3700)
elif x == 3701:
    print("branch", 3701)
elif x == 3702:
    print("branch", 3702)
elif x == 3703:
    print("branch", 3703)
elif x == 3704:
    print("branch", 3704)
elif x == 3705:
    print("branch", 3705)
elif x == 3706:
    print("branch", 3706)
elif x == 3707:
    print("branch", 3707)
elif x == 3708:
    print("branch", 3708)
elif x == 3709:
    print("branch", 3709)
elif x == 3710:
    print("branch", 3710)
elif x == 3711:
    print("branch", 3711)
elif x == 3712:
    print("branch", 3712)
elif x == 3713:
    print("branch", 3713)
elif x == 3714:
    print("branch", 3714)
elif x == 3715:
    print("branch", 3715)
elif x == 3716:
    print("branch", 3716)
elif x == 3717:
    print("branch", 3717)
elif x == 3718:
    print("branch", 3718)
elif x == 3719:
    print("branch", 3719)
elif x == 3720:
    print("branch", 3720)
elif x == 3721:
    print("branch", 3721)
elif x == 3722:
    print("branch", 3722)
elif x == 3723:
    print("branch", 3723)
elif x == 3724:
    print("branch", 3724)
elif x == 3725:
    print("branch", 3725)
elif x == 3726:
    print("branch", 3726)
elif x == 3727:
    print("branch", 3727)
elif x == 3728:
    print("branch", 3728)
elif x == 3729:
    print("branch", 3729)
elif x == 3730:
    print("branch", 3730)
elif x == 3731:
    print("branch", 3731)
elif x == 3732:
    print("branch", 3732)
elif x == 3733:
    print("branch", 3733)
elif x == 3734:
    print("branch", 3734)
elif x == 3735:
    print("branch", 3735)
elif x == 3736:
    print("branch", 3736)
elif x == 3737:
    print("branch", 3737)
elif x == 3738:
    print("branch", 3738)
elif x == 3739:
    print("branch", 3739)
elif x == 3740:
    print("branch", 3740)
elif x == 3741:
    print("branch", 3741)
elif x == 3742:
    print("branch", 3742)
elif x == 3743:
    print("branch", 3743)
elif x == 3744:
    print("branch", 3744)
elif x == 3745:
    print("branch", 3745)
elif x == 3746:
    print("branch", 3746)
elif x == 3747:
    print("branch", 3747)
elif x == 3748:
    print("branch", 3748)
elif x == 3749:
    print("branch", 3749)
elif x == 3750:
    print("branch", 3750)
elif x == 3751:
    print("branch", 3751)
elif x == 3752:
    print("branch", 3752)
elif x == 3753:
    print("branch", 3753)
elif x == 3754:
    print("branch", 3754)
elif x == 3755:
    print("branch", 3755)
elif x == 3756:
    print("branch", 3756)
elif x == 3757:
    print("branch", 3757)
elif x == 3758:
    print("branch", 3758)
elif x == 3759:
    print("branch", 3759)
elif x == 3760:
    print("branch", 3760)
elif x == 3761:
    print("branch", 3761)
elif x == 3762:
    print("branch", 3762)
elif x == 3763:
    print("branch", 3763)
elif x == 3764:
    print("branch", 3764)
elif x == 3765:
    print("branch", 3765)
elif x == 3766:
    print("branch", 3766)
elif x == 3767:
    print("branch", 3767)
elif x == 3768:
    print("branch", 3768)
elif x == 3769:
    print("branch", 3769)
elif x == 3770:
    print("branch", 3770)
elif x == 3771:
    print("branch", 3771)
elif x == 3772:
    print("branch", 3772)
elif x == 3773:
    print("branch", 3773)
elif x == 3774:
    print("branch", 3774)
elif x == 3775:
    print("branch", 3775)
elif x == 3776:
    print("branch", 3776)
elif x == 3777:
    print("branch", 3777)
elif x == 3778:
    print("branch", 3778)
elif x == 3779:
    print("branch", 3779)
elif x == 3780:
    print("branch", 3780)
elif x == 3781:
    print("branch", 3781)
elif x == 3782:
    print("branch", 3782)
elif x == 3783:
    print("branch", 3783)
elif x == 3784:
    print("branch", 3784)
elif x == 3785:
    print("branch", 3785)
elif x == 3786:
    print("branch", 3786)
elif x == 3787:
    print("branch", 3787)
elif x == 3788:
    print("branch", 3788)
elif x == 3789:
    print("branch", 3789)
elif x == 3790:
    print("branch", 3790)
elif x == 3791:
    print("branch", 3791)
elif x == 3792:
    print("branch", 3792)
elif x == 3793:
    print("branch", 3793)
elif x == 3794:
    print("branch", 3794)
elif x == 3795:
    print("branch", 3795)
elif x == 3796:
    print("branch", 3796)
elif x == 3797:
    print("branch", 3797)
elif x == 3798:
    print("branch", 3798)
elif x == 3799:
    print("branch", 3799)
elif x == 3800:
    print("branch", 3800)
elif x == 3801:
    print("branch", 3801)
elif x == 3802:
    print("branch", 3802)
elif x == 3803:
    print("branch", 3803)
elif x == 3804:
    print("branch", 3804)
elif x == 3805:
    print("branch", 3805)
elif x == 3806:
    print("branch", 3806)
elif x == 3807:
    print("branch", 3807)
elif x == 3808:
    print("branch", 3808)
elif x == 3809:
    print("branch", 3809)
elif x == 3810:
    print("branch", 3810)
elif x == 3811:
    print("branch", 3811)
elif x == 3812:
    print("branch", 3812)
elif x == 3813:
    print("branch", 3813)
elif x == 3814:
    print("branch", 3814)
elif x == 3815:
    print("branch", 3815)
elif x == 3816:
    print("branch", 3816)
elif x == 3817:
    print("branch", 3817)
elif x == 3818:
    print("branch", 3818)
elif x == 3819:
    print("branch", 3819)
elif x == 3820:
    print("branch", 3820)
elif x == 3821:
    print("branch", 3821)
elif x == 3822:
    print("branch", 3822)
elif x == 3823:
    print("branch", 3823)
elif x == 3824:
    print("branch", 3824)
elif x == 3825:
    print("branch", 3825)
elif x == 3826:
    print("branch", 3826)
elif x == 3827:
    print("branch", 3827)
elif x == 3828:
    print("branch", 3828)
elif x == 3829:
    print("branch", 3829)
elif x == 3830:
    print("branch", 3830)
elif x == 3831:
    print("branch", 3831)
elif x == 3832:
    print("branch", 3832)
elif x == 3833:
    print("branch", 3833)
elif x == 3834:
    print("branch", 3834)
elif x == 3835:
    print("branch", 3835)
elif x == 3836:
    print("branch", 3836)
elif x == 3837:
    print("branch", 3837)
elif x == 3838:
    print("branch", 3838)
elif x == 3839:
    print("branch", 3839)
elif x == 3840:
    print("branch", 3840)
elif x == 3841:
    print("branch", 3841)
elif x == 3842:
    print("branch", 3842)
elif x == 3843:
    print("branch", 3843)
elif x == 3844:
    print("branch", 3844)
elif x == 3845:
    print("branch", 3845)
elif x == 3846:
    print("branch", 3846)
elif x == 3847:
    print("branch", 3847)
elif x == 3848:
    print("branch", 3848)
elif x == 3849:
    print("branch", 3849)
elif x == 3850:
    print("branch", 3850)
elif x == 3851:
    print("branch", 3851)
elif x == 3852:
    print("branch", 3852)
elif x == 3853:
    print("branch", 3853)
elif x == 3854:
    print("branch", 3854)
elif x == 3855:
    print("branch", 3855)
elif x == 3856:
    print("branch", 3856)
elif x == 3857:
    print("branch", 3857)
elif x == 3858:
    print("branch", 3858)
elif x == 3859:
    print("branch", 3859)
elif x == 3860:
    print("branch", 3860)
elif x == 3861:
    print("branch", 3861)
elif x == 3862:
    print("branch", 3862)
elif x == 3863:
    print("branch", 3863)
elif x == 3864:
    print("branch", 3864)
elif x == 3865:
    print("branch", 3865)
elif x == 3866:
    print("branch", 3866)
elif x == 3867:
    print("branch", 3867)
elif x == 3868:
    print("branch", 3868)
elif x == 3869:
    print("branch", 3869)
elif x == 3870:
    print("branch", 3870)
elif x == 3871:
    print("branch", 3871)
elif x == 3872:
    print("branch", 3872)
elif x == 3873:
    print("branch", 3873)
elif x == 3874:
    print("branch", 3874)
elif x == 3875:
    print("branch", 3875)
elif x == 3876:
    print("branch", 3876)
elif x == 3877:
    print("branch", 3877)
elif x == 3878:
    print("branch", 3878)
elif x == 3879:
    print("branch", 3879)
elif x == 3880:
    print("branch", 3880)
elif x == 3881:
    print("branch", 3881)
elif x == 3882:
    print("branch", 3882)
elif x == 3883:
    print("branch", 3883)
elif x == 3884:
    print("branch", 3884)
elif x == 3885:
    print("branch", 3885)
elif x == 3886:
    print("branch", 3886)
elif x == 3887:
    print("branch", 3887)
elif x == 3888:
    print("branch", 3888)
elif x == 3889:
    print("branch", 3889)
elif x == 3890:
    print("branch", 3890)
elif x == 3891:
    print("branch", 3891)
elif x == 3892:
    print("branch", 3892)
elif x == 3893:
    print("branch", 3893)
elif x == 3894:
    print("branch", 3894)
elif x == 3895:
    print("branch", 3895)
elif x == 3896:
    print("branch", 3896)
elif x == 3897:
    print("branch", 3897)
elif x == 3898:
    print("branch", 3898)
elif x == 3899:
    print("branch", 3899)
elif x == 3900:
    print("branch", 3900)
elif x == 3901:
    print("branch", 3901)
elif x == 3902:
    print("branch", 3902)
elif x == 3903:
    print("branch", 3903)
elif x == 3904:
    print("branch", 3904)
elif x == 3905:
    print("branch", 3905)
elif x == 3906:
    print("branch", 3906)
elif x == 3907:
    print("branch", 3907)
elif x == 3908:
    print("branch", 3908)
elif x == 3909:
    print("branch", 3909)
elif x == 3910:
    print("branch", 3910)
elif x == 3911:
    print("branch", 3911)
elif x == 3912:
    print("branch", 3912)
elif x == 3913:
    print("branch", 3913)
elif x == 3914:
    print("branch", 3914)
elif x == 3915:
    print("branch", 3915)
elif x == 3916:
    print("branch", 3916)
elif x == 3917:
    print("branch", 3917)
elif x == 3918:
    print("branch", 3918)
elif x == 3919:
    print("branch", 3919)
elif x == 3920:
    print("branch", 3920)
elif x == 3921:
    print("branch", 3921)
elif x == 3922:
    print("branch", 3922)
elif x == 3923:
    print("branch", 3923)
elif x == 3924:
    print("branch", 3924)
elif x == 3925:
    print("branch", 3925)
elif x == 3926:
    print("branch", 3926)
elif x == 3927:
    print("branch", 3927)
elif x == 3928:
    print("branch", 3928)
elif x == 3929:
    print("branch", 3929)
elif x == 3930:
    print("branch", 3930)
elif x == 3931:
    print("branch", 3931)
elif x == 3932:
    print("branch", 3932)
elif x == 3933:
    print("branch", 3933)
elif x == 3934:
    print("branch", 3934)
elif x == 3935:
    print("branch", 3935)
elif x == 3936:
    print("branch", 3936)
elif x == 3937:
    print("branch", 3937)
elif x == 3938:
    print("branch", 3938)
elif x == 3939:
    print("branch", 3939)
elif x == 3940:
    print("branch", 3940)
elif x == 3941:
    print("branch", 3941)
elif x == 3942:
    print("branch", 3942)
elif x == 3943:
    print("branch", 3943)
elif x == 3944:
    print("branch", 3944)
elif x == 3945:
    print("branch", 3945)
elif x == 3946:
    print("branch", 3946)
elif x == 3947:
    print("branch", 3947)
elif x == 3948:
    print("branch", 3948)
elif x == 3949:
    print("branch", 3949)
elif x == 3950:
    print("branch", 3950)
elif x == 3951:
    print("branch", 3951)
elif x == 3952:
    print("branch", 3952)
elif x == 3953:
    print("branch", 3953)
elif x == 3954:
    print("branch", 3954)
elif x == 3955:
    print("branch", 3955)
elif x == 3956:
    print("branch", 3956)
elif x == 3957:
    print("branch", 3957)
elif x == 3958:
    print("branch", 3958)
elif x == 3959:
    print("branch", 3959)
elif x == 3960:
    print("branch", 3960)
elif x == 3961:
    print("branch", 3961)
elif x == 3962:
    print("branch", 3962)
elif x == 3963:
    print("branch", 3963)
elif x == 3964:
    print("branch", 3964)
elif x == 3965:
    print("branch", 3965)
elif x == 3966:
    print("branch", 3966)
elif x == 3967:
    print("branch", 3967)
elif x == 3968:
    print("branch", 3968)
elif x == 3969:
    print("branch", 3969)
elif x == 3970:
    print("branch", 3970)
elif x == 3971:
    print("branch", 3971)
elif x == 3972:
    print("branch", 3972)
elif x == 3973:
    print("branch", 3973)
elif x == 3974:
    print("branch", 3974)
elif x == 3975:
    print("branch", 3975)
elif x == 3976:
    print("branch", 3976)
elif x == 3977:
    print("branch", 3977)
elif x == 3978:
    print("branch", 3978)
elif x == 3979:
    print("branch", 3979)
elif x == 3980:
    print("branch", 3980)
elif x == 3981:
    print("branch", 3981)
elif x == 3982:
    print("branch", 3982)
elif x == 3983:
    print("branch", 3983)
elif x == 3984:
    print("branch", 3984)
elif x == 3985:
    print("branch", 3985)
elif x == 3986:
    print("branch", 3986)
elif x == 3987:
    print("branch", 3987)
elif x == 3988:
    print("branch", 3988)
elif x == 3989:
    print("branch", 3989)
elif x == 3990:
    print("branch", 3990)
elif x == 3991:
    print("branch", 3991)
elif x == 3992:
    print("branch", 3992)
elif x == 3993:
    print("branch", 3993)
elif x == 3994:
    print("branch", 3994)
elif x == 3995:
    print("branch", 3995)
elif x == 3996:
    print("branch", 3996)
elif x == 3997:
    print("branch", 3997)
elif x == 3998:
    print("branch", 3998)
elif x == 3999:
    print("branch", 3999)
elif x == 4000:
    print("branch", 4000)
elif x == 4001:
    print("branch", 4001)
elif x == 4002:
    print("branch", 4002)
elif x == 4003:
    print("branch", 4003)
elif x == 4004:
    print("branch", 4004)
elif x == 4005:
    print("branch", 4005)
elif x == 4006:
    print("branch", 4006)
elif x == 4007:
    print("branch", 4007)
elif x == 4008:
    print("branch", 4008)
elif x == 4009:
    print("branch", 4009)
elif x == 4010:
    print("branch", 4010)
elif x == 4011:
    print("branch", 4011)
elif x == 4012:
    print("branch", 4012)
elif x == 4013:
    print("branch", 4013)
elif x == 4014:
    print("branch", 4014)
elif x == 4015:
    print("branch", 4015)
elif x == 4016:
    print("branch", 4016)
elif x == 4017:
    print("branch", 4017)
elif x == 4018:
    print("branch", 4018)
elif x == 4019:
    print("branch", 4019)
elif x == 4020:
    print("branch", 4020)
elif x == 4021:
    print("branch", 4021)
elif x == 4022:
    print("branch", 4022)
elif x == 4023:
    print("branch", 4023)
elif x == 4024:
    print("branch", 4024)
elif x == 4025:
    print("branch", 4025)
elif x == 4026:
    print("branch", 4026)
elif x == 4027:
    print("branch", 4027)
elif x == 4028:
    print("branch", 4028)
elif x == 4029:
    print("branch", 4029)
elif x == 4030:
    print("branch", 4030)
elif x == 4031:
    print("branch", 4031)
elif x == 4032:
    print("branch", 4032)
elif x == 4033:
    print("branch", 4033)
elif x == 4034:
    print("branch", 4034)
elif x == 4035:
    print("branch", 4035)
elif x == 4036:
    print("branch", 4036)
elif x == 4037:
    print("branch", 4037)
elif x == 4038:
    print("branch", 4038)
elif x == 4039:
    print("branch", 4039)
elif x == 4040:
    print("branch", 4040)
elif x == 4041:
    print("branch", 4041)
elif x == 4042:
    print("branch", 4042)
elif x == 4043:
    print("branch", 4043)
elif x == 4044:
    print("branch", 4044)
elif x == 4045:
    print("branch", 4045)
elif x == 4046:
    print("branch", 4046)
elif x == 4047:
    print("branch", 4047)
elif x == 4048:
    print("branch", 4048)
elif x == 4049:
    print("branch", 4049)
elif x == 4050:
    print("branch", 4050)
elif x == 4051:
    print("branch", 4051)
elif x == 4052:
    print("branch", 4052)
elif x == 4053:
    print("branch", 4053)
elif x == 4054:
    print("branch", 4054)
elif x == 4055:
    print("branch", 4055)
elif x == 4056:
    print("branch", 4056)
elif x == 4057:
    print("branch", 4057)
elif x == 4058:
    print("branch", 4058)
elif x == 4059:
    print("branch", 4059)
elif x == 4060:
    print("branch", 4060)
elif x == 4061:
    print("branch", 4061)
elif x == 4062:
    print("branch", 4062)
elif x == 4063:
    print("branch", 4063)
elif x == 4064:
    print("branch", 4064)
elif x == 4065:
    print("branch", 4065)
elif x == 4066:
    print("branch", 4066)
elif x == 4067:
    print("branch", 4067)
elif x == 4068:
    print("branch", 4068)
elif x == 4069:
    print("branch", 4069)
elif x == 4070:
    print("branch", 4070)
elif x == 4071:
    print("branch", 4071)
elif x == 4072:
    print("branch", 4072)
elif x == 4073:
    print("branch", 4073)
elif x == 4074:
    print("branch", 4074)
elif x == 4075:
    print("branch", 4075)
elif x == 4076:
    print("branch", 4076)
elif x == 4077:
    print("branch", 4077)
elif x == 4078:
    print("branch", 4078)
elif x == 4079:
    print("branch", 4079)
elif x == 4080:
    print("branch", 4080)
elif x == 4081:
    print("branch", 4081)
elif x == 4082:
    print("branch", 4082)
elif x == 4083:
    print("branch", 4083)
elif x == 4084:
    print("branch", 4084)
elif x == 4085:
    print("branch", 4085)
elif x == 4086:
    print("branch", 4086)
elif x == 4087:
    print("branch", 4087)
elif x == 4088:
    print("branch", 4088)
elif x == 4089:
    print("branch", 4089)
elif x == 4090:
    print("branch", 4090)
elif x == 4091:
    print("branch", 4091)
elif x == 4092:
    print("branch", 4092)
elif x == 4093:
    print("branch", 4093)
elif x == 4094:
    print("branch", 4094)
elif x == 4095:
    print("branch", 4095)
elif x == 4096:
    print("branch", 4096)
elif x == 4097:
    print("branch", 4097)
elif x == 4098:
    print("branch", 4098)
elif x == 4099:
    print("branch", 4099)
elif x == 4100:
    print("branch", 4100)
elif x == 4101:
    print("branch", 4101)
elif x == 4102:
    print("branch", 4102)
elif x == 4103:
    print("branch", 4103)
elif x == 4104:
    print("branch", 4104)
elif x == 4105:
    print("branch", 4105)
elif x == 4106:
    print("branch", 4106)
elif x == 4107:
    print("branch", 4107)
elif x == 4108:
    print("branch", 4108)
elif x == 4109:
    print("branch", 4109)
elif x == 4110:
    print("branch", 4110)
elif x == 4111:
    print("branch", 4111)
elif x == 4112:
    print("branch", 4112)
elif x == 4113:
    print("branch", 4113)
elif x == 4114:
    print("branch", 4114)
elif x == 4115:
    print("branch", 4115)
elif x == 4116:
    print("branch", 4116)
elif x == 4117:
    print("branch", 4117)
elif x == 4118:
    print("branch", 4118)
elif x == 4119:
    print("branch", 4119)
elif x == 4120:
    print("branch", 4120)
elif x == 4121:
    print("branch", 4121)
elif x == 4122:
    print("branch", 4122)
elif x == 4123:
    print("branch", 4123)
elif x == 4124:
    print("branch", 4124)
elif x == 4125:
    print("branch", 4125)
elif x == 4126:
    print("branch", 4126)
elif x == 4127:
    print("branch", 4127)
elif x == 4128:
    print("branch", 4128)
elif x == 4129:
    print("branch", 4129)
elif x == 4130:
    print("branch", 4130)
elif x == 4131:
    print("branch", 4131)
elif x == 4132:
    print("branch", 4132)
elif x == 4133:
    print("branch", 4133)
elif x == 4134:
    print("branch", 4134)
elif x == 4135:
    print("branch", 4135)
elif x == 4136:
    print("branch", 4136)
elif x == 4137:
    print("branch", 4137)
elif x == 4138:
    print("branch", 4138)
elif x == 4139:
    print("branch", 4139)
elif x == 4140:
    print("branch", 4140)
elif x == 4141:
    print("branch", 4141)
elif x == 4142:
    print("branch", 4142)
elif x == 4143:
    print("branch", 4143)
elif x == 4144:
    print("branch", 4144)
elif x == 4145:
    print("branch", 4145)
elif x == 4146:
    print("branch", 4146)
elif x == 4147:
    print("branch", 4147)
elif x == 4148:
    print("branch", 4148)
elif x == 4149:
    print("branch", 4149)
elif x == 4150:
    print("branch", 4150)
elif x == 4151:
    print("branch", 4151)
elif x == 4152:
    print("branch", 4152)
elif x == 4153:
    print("branch", 4153)
elif x == 4154:
    print("branch", 4154)
elif x == 4155:
    print("branch", 4155)
elif x == 4156:
    print("branch", 4156)
elif x == 4157:
    print("branch", 4157)
elif x == 4158:
    print("branch", 4158)
elif x == 4159:
    print("branch", 4159)
elif x == 4160:
    print("branch", 4160)
elif x == 4161:
    print("branch", 4161)
elif x == 4162:
    print("branch", 4162)
elif x == 4163:
    print("branch", 4163)
elif x == 4164:
    print("branch", 4164)
elif x == 4165:
    print("branch", 4165)
elif x == 4166:
    print("branch", 4166)
elif x == 4167:
    print("branch", 4167)
elif x == 4168:
    print("branch", 4168)
elif x == 4169:
    print("branch", 4169)
elif x == 4170:
    print("branch", 4170)
elif x == 4171:
    print("branch", 4171)
elif x == 4172:
    print("branch", 4172)
elif x == 4173:
    print("branch", 4173)
elif x == 4174:
    print("branch", 4174)
elif x == 4175:
    print("branch", 4175)
elif x == 4176:
    print("branch", 4176)
elif x == 4177:
    print("branch", 4177)
elif x == 4178:
    print("branch", 4178)
elif x == 4179:
    print("branch", 4179)
elif x == 4180:
    print("branch", 4180)
elif x == 4181:
    print("branch", 4181)
elif x == 4182:
    print("branch", 4182)
elif x == 4183:
    print("branch", 4183)
elif x == 4184:
    print("branch", 4184)
elif x == 4185:
    print("branch", 4185)
elif x == 4186:
    print("branch", 4186)
elif x == 4187:
    print("branch", 4187)
elif x == 4188:
    print("branch", 4188)
elif x == 4189:
    print("branch", 4189)
elif x == 4190:
    print("branch", 4190)
elif x == 4191:
    print("branch", 4191)
elif x == 4192:
    print("branch", 4192)
elif x == 4193:
    print("branch", 4193)
elif x == 4194:
    print("branch", 4194)
elif x == 4195:
    print("branch", 4195)
elif x == 4196:
    print("branch", 4196)
elif x == 4197:
    print("branch", 4197)
elif x == 4198:
    print("branch", 4198)
elif x == 4199:
    print("branch", 4199)
elif x == 4200:
    print("branch", 4200)
elif x == 4201:
    print("branch", 4201)
elif x == 4202:
    print("branch", 4202)
elif x == 4203:
    print("branch", 4203)
elif x == 4204:
    print("branch", 4204)
elif x == 4205:
    print("branch", 4205)
elif x == 4206:
    print("branch", 4206)
elif x == 4207:
    print("branch", 4207)
elif x == 4208:
    print("branch", 4208)
elif x == 4209:
    print("branch", 4209)
elif x == 4210:
    print("branch", 4210)
elif x == 4211:
    print("branch", 4211)
elif x == 4212:
    print("branch", 4212)
elif x == 4213:
    print("branch", 4213)
elif x == 4214:
    print("branch", 4214)
elif x == 4215:
    print("branch", 4215)
elif x == 4216:
    print("branch", 4216)
elif x == 4217:
    print("branch", 4217)
elif x == 4218:
    print("branch", 4218)
elif x == 4219:
    print("branch", 4219)
elif x == 4220:
    print("branch", 4220)
elif x == 4221:
    print("branch", 4221)
elif x == 4222:
    print("branch", 4222)
elif x == 4223:
    print("branch", 4223)
elif x == 4224:
    print("branch", 4224)
elif x == 4225:
    print("branch", 4225)
elif x == 4226:
    print("branch", 4226)
elif x == 4227:
    print("branch", 4227)
elif x == 4228:
    print("branch", 4228)
elif x == 4229:
    print("branch", 4229)
elif x == 4230:
    print("branch", 4230)
elif x == 4231:
    print("branch", 4231)
elif x == 4232:
    print("branch", 4232)
elif x == 4233:
    print("branch", 4233)
elif x == 4234:
    print("branch", 4234)
elif x == 4235:
    print("branch", 4235)
elif x == 4236:
    print("branch", 4236)
elif x == 4237:
    print("branch", 4237)
elif x == 4238:
    print("branch", 4238)
elif x == 4239:
    print("branch", 4239)
elif x == 4240:
    print("branch", 4240)
elif x == 4241:
    print("branch", 4241)
elif x == 4242:
    print("branch", 4242)
elif x == 4243:
    print("branch", 4243)
elif x == 4244:
    print("branch", 4244)
elif x == 4245:
    print("branch", 4245)
elif x == 4246:
    print("branch", 4246)
elif x == 4247:
    print("branch", 4247)
elif x == 4248:
    print("branch", 4248)
elif x == 4249:
    print("branch", 4249)
elif x == 4250:
    print("branch", 4250)
elif x == 4251:
    print("branch", 4251)
elif x == 4252:
    print("branch", 4252)
elif x == 4253:
    print("branch", 4253)
elif x == 4254:
    print("branch", 4254)
elif x == 4255:
    print("branch", 4255)
elif x == 4256:
    print("branch", 4256)
elif x == 4257:
    print("branch", 4257)
elif x == 4258:
    print("branch", 4258)
elif x == 4259:
    print("branch", 4259)
elif x == 4260:
    print("branch", 4260)
elif x == 4261:
    print("branch", 4261)
elif x == 4262:
    print("branch", 4262)
elif x == 4263:
    print("branch", 4263)
elif x == 4264:
    print("branch", 4264)
elif x == 4265:
    print("branch", 4265)
elif x == 4266:
    print("branch", 4266)
elif x == 4267:
    print("branch", 4267)
elif x == 4268:
    print("branch", 4268)
elif x == 4269:
    print("branch", 4269)
elif x == 4270:
    print("branch", 4270)
elif x == 4271:
    print("branch", 4271)
elif x == 4272:
    print("branch", 4272)
elif x == 4273:
    print("branch", 4273)
elif x == 4274:
    print("branch", 4274)
elif x == 4275:
    print("branch", 4275)
elif x == 4276:
    print("branch", 4276)
elif x == 4277:
    print("branch", 4277)
elif x == 4278:
    print("branch", 4278)
elif x == 4279:
    print("branch", 4279)
elif x == 4280:
    print("branch", 4280)
elif x == 4281:
    print("branch", 4281)
elif x == 4282:
    print("branch", 4282)
elif x == 4283:
    print("branch", 4283)
elif x == 4284:
    print("branch", 4284)
elif x == 4285:
    print("branch", 4285)
elif x == 4286:
    print("branch", 4286)
elif x == 4287:
    print("branch", 4287)
elif x == 4288:
    print("branch", 4288)
elif x == 4289:
    print("branch", 4289)
elif x == 4290:
    print("branch", 4290)
elif x == 4291:
    print("branch", 4291)
elif x == 4292:
    print("branch", 4292)
elif x == 4293:
    print("branch", 4293)
elif x == 4294:
    print("branch", 4294)
elif x == 4295:
    print("branch", 4295)
elif x == 4296:
    print("branch", 4296)
elif x == 4297:
    print("branch", 4297)
elif x == 4298:
    print("branch", 4298)
elif x == 4299:
    print("branch", 4299)
elif x == 4300:
    print("branch", 4300)
elif x == 4301:
    print("branch", 4301)
elif x == 4302:
    print("branch", 4302)
elif x == 4303:
    print("branch", 4303)
elif x == 4304:
    print("branch", 4304)
elif x == 4305:
    print("branch", 4305)
elif x == 4306:
    print("branch", 4306)
elif x == 4307:
    print("branch", 4307)
elif x == 4308:
    print("branch", 4308)
elif x == 4309:
    print("branch", 4309)
elif x == 4310:
    print("branch", 4310)
elif x == 4311:
    print("branch", 4311)
elif x == 4312:
    print("branch", 4312)
elif x == 4313:
    print("branch", 4313)
elif x == 4314:
    print("branch", 4314)
elif x == 4315:
    print("branch", 4315)
elif x == 4316:
    print("branch", 4316)
elif x == 4317:
    print("branch", 4317)
elif x == 4318:
    print("branch", 4318)
elif x == 4319:
    print("branch", 4319)
elif x == 4320:
    print("branch", 4320)
elif x == 4321:
    print("branch", 4321)
elif x == 4322:
    print("branch", 4322)
elif x == 4323:
    print("branch", 4323)
elif x == 4324:
    print("branch", 4324)
elif x == 4325:
    print("branch", 4325)
elif x == 4326:
    print("branch", 4326)
elif x == 4327:
    print("branch", 4327)
elif x == 4328:
    print("branch", 4328)
elif x == 4329:
    print("branch", 4329)
elif x == 4330:
    print("branch", 4330)
elif x == 4331:
    print("branch", 4331)
elif x == 4332:
    print("branch", 4332)
elif x == 4333:
    print("branch", 4333)
elif x == 4334:
    print("branch", 4334)
elif x == 4335:
    print("branch", 4335)
elif x == 4336:
    print("branch", 4336)
elif x == 4337:
    print("branch", 4337)
elif x == 4338:
    print("branch", 4338)
elif x == 4339:
    print("branch", 4339)
elif x == 4340:
    print("branch", 4340)
elif x == 4341:
    print("branch", 4341)
elif x == 4342:
    print("branch", 4342)
elif x == 4343:
    print("branch", 4343)
elif x == 4344:
    print("branch", 4344)
elif x == 4345:
    print("branch", 4345)
elif x == 4346:
    print("branch", 4346)
elif x == 4347:
    print("branch", 4347)
elif x == 4348:
    print("branch", 4348)
elif x == 4349:
    print("branch", 4349)
elif x == 4350:
    print("branch", 4350)
elif x == 4351:
    print("branch", 4351)
elif x == 4352:
    print("branch", 4352)
elif x == 4353:
    print("branch", 4353)
elif x == 4354:
    print("branch", 4354)
elif x == 4355:
    print("branch", 4355)
elif x == 4356:
    print("branch", 4356)
elif x == 4357:
    print("branch", 4357)
elif x == 4358:
    print("branch", 4358)
elif x == 4359:
    print("branch", 4359)
elif x == 4360:
    print("branch", 4360)
elif x == 4361:
    print("branch", 4361)
elif x == 4362:
    print("branch", 4362)
elif x == 4363:
    print("branch", 4363)
elif x == 4364:
    print("branch", 4364)
elif x == 4365:
    print("branch", 4365)
elif x == 4366:
    print("branch", 4366)
elif x == 4367:
    print("branch", 4367)
elif x == 4368:
    print("branch", 4368)
elif x == 4369:
    print("branch", 4369)
elif x == 4370:
    print("branch", 4370)
elif x == 4371:
    print("branch", 4371)
elif x == 4372:
    print("branch", 4372)
elif x == 4373:
    print("branch", 4373)
elif x == 4374:
    print("branch", 4374)
elif x == 4375:
    print("branch", 4375)
elif x == 4376:
    print("branch", 4376)
elif x == 4377:
    print("branch", 4377)
elif x == 4378:
    print("branch", 4378)
elif x == 4379:
    print("branch", 4379)
elif x == 4380:
    print("branch", 4380)
elif x == 4381:
    print("branch", 4381)
elif x == 4382:
    print("branch", 4382)
elif x == 4383:
    print("branch", 4383)
elif x == 4384:
    print("branch", 4384)
elif x == 4385:
    print("branch", 4385)
elif x == 4386:
    print("branch", 4386)
elif x == 4387:
    print("branch", 4387)
elif x == 4388:
    print("branch", 4388)
elif x == 4389:
    print("branch", 4389)
elif x == 4390:
    print("branch", 4390)
elif x == 4391:
    print("branch", 4391)
elif x == 4392:
    print("branch", 4392)
elif x == 4393:
    print("branch", 4393)
elif x == 4394:
    print("branch", 4394)
elif x == 4395:
    print("branch", 4395)
elif x == 4396:
    print("branch", 4396)
elif x == 4397:
    print("branch", 4397)
elif x == 4398:
    print("branch", 4398)
elif x == 4399:
    print("branch", 4399)
elif x == 4400:
    print("branch", 4400)
elif x == 4401:
    print("branch", 4401)
elif x == 4402:
    print("branch", 4402)
elif x == 4403:
    print("branch", 4403)
elif x == 4404:
    print("branch", 4404)
elif x == 4405:
    print("branch", 4405)
elif x == 4406:
    print("branch", 4406)
elif x == 4407:
    print("branch", 4407)
elif x == 4408:
    print("branch", 4408)
elif x == 4409:
    print("branch", 4409)
elif x == 4410:
    print("branch", 4410)
elif x == 4411:
    print("branch", 4411)
elif x == 4412:
    print("branch", 4412)
elif x == 4413:
    print("branch", 4413)
elif x == 4414:
    print("branch", 4414)
elif x == 4415:
    print("branch", 4415)
elif x == 4416:
    print("branch", 4416)
elif x == 4417:
    print("branch", 4417)
elif x == 4418:
    print("branch", 4418)
elif x == 4419:
    print("branch", 4419)
elif x == 4420:
    print("branch", 4420)
elif x == 4421:
    print("branch", 4421)
elif x == 4422:
    print("branch", 4422)
elif x == 4423:
    print("branch", 4423)
elif x == 4424:
    print("branch", 4424)
elif x == 4425:
    print("branch", 4425)
elif x == 4426:
    print("branch", 4426)
elif x == 4427:
    print("branch", 4427)
elif x == 4428:
    print("branch", 4428)
elif x == 4429:
    print("branch", 4429)
elif x == 4430:
    print("branch", 4430)
elif x == 4431:
    print("branch", 4431)
elif x == 4432:
    print("branch", 4432)
elif x == 4433:
    print("branch", 4433)
elif x == 4434:
    print("branch", 4434)
elif x == 4435:
    print("branch", 4435)
elif x == 4436:
    print("branch", 4436)
elif x == 4437:
    print("branch", 4437)
elif x == 4438:
    print("branch", 4438)
elif x == 4439:
    print("branch", 4439)
elif x == 4440:
    print("branch", 4440)
elif x == 4441:
    print("branch", 4441)
elif x == 4442:
    print("branch", 4442)
elif x == 4443:
    print("branch", 4443)
elif x == 4444:
    print("branch", 4444)
elif x == 4445:
    print("branch", 4445)
elif x == 4446:
    print("branch", 4446)
elif x == 4447:
    print("branch", 4447)
elif x == 4448:
    print("branch", 4448)
elif x == 4449:
    print("branch", 4449)
elif x == 4450:
    print("branch", 4450)
elif x == 4451:
    print("branch", 4451)
elif x == 4452:
    print("branch", 4452)
elif x == 4453:
    print("branch", 4453)
elif x == 4454:
    print("branch", 4454)
elif x == 4455:
    print("branch", 4455)
elif x == 4456:
    print("branch", 4456)
elif x == 4457:
    print("branch", 4457)
elif x == 4458:
    print("branch", 4458)
elif x == 4459:
    print("branch", 4459)
elif x == 4460:
    print("branch", 4460)
elif x == 4461:
    print("branch", 4461)
elif x == 4462:
    print("branch", 4462)
elif x == 4463:
    print("branch", 4463)
elif x == 4464:
    print("branch", 4464)
elif x == 4465:
    print("branch", 4465)
elif x == 4466:
    print("branch", 4466)
elif x == 4467:
    print("branch", 4467)
elif x == 4468:
    print("branch", 4468)
elif x == 4469:
    print("branch", 4469)
elif x == 4470:
    print("branch", 4470)
elif x == 4471:
    print("branch", 4471)
elif x == 4472:
    print("branch", 4472)
elif x == 4473:
    print("branch", 4473)
elif x == 4474:
    print("branch", 4474)
elif x == 4475:
    print("branch", 4475)
elif x == 4476:
    print("branch", 4476)
elif x == 4477:
    print("branch", 4477)
elif x == 4478:
    print("branch", 4478)
elif x == 4479:
    print("branch", 4479)
elif x == 4480:
    print("branch", 4480)
elif x == 4481:
    print("branch", 4481)
elif x == 4482:
    print("branch", 4482)
elif x == 4483:
    print("branch", 4483)
elif x == 4484:
    print("branch", 4484)
elif x == 4485:
    print("branch", 4485)
elif x == 4486:
    print("branch", 4486)
elif x == 4487:
    print("branch", 4487)
elif x == 4488:
    print("branch", 4488)
elif x == 4489:
    print("branch", 4489)
elif x == 4490:
    print("branch", 4490)
elif x == 4491:
    print("branch", 4491)
elif x == 4492:
    print("branch", 4492)
elif x == 4493:
    print("branch", 4493)
elif x == 4494:
    print("branch", 4494)
elif x == 4495:
    print("branch", 4495)
elif x == 4496:
    print("branch", 4496)
elif x == 4497:
    print("branch", 4497)
elif x == 4498:
    print("branch", 4498)
elif x == 4499:
    print("branch", 4499)
elif x == 4500:
    print("branch", 4500)
elif x == 4501:
    print("branch", 4501)
elif x == 4502:
    print("branch", 4502)
elif x == 4503:
    print("branch", 4503)
elif x == 4504:
    print("branch", 4504)
elif x == 4505:
    print("branch", 4505)
elif x == 4506:
    print("branch", 4506)
elif x == 4507:
    print("branch", 4507)
elif x == 4508:
    print("branch", 4508)
elif x == 4509:
    print("branch", 4509)
elif x == 4510:
    print("branch", 4510)
elif x == 4511:
    print("branch", 4511)
elif x == 4512:
    print("branch", 4512)
elif x == 4513:
    print("branch", 4513)
elif x == 4514:
    print("branch", 4514)
elif x == 4515:
    print("branch", 4515)
elif x == 4516:
    print("branch", 4516)
elif x == 4517:
    print("branch", 4517)
elif x == 4518:
    print("branch", 4518)
elif x == 4519:
    print("branch", 4519)
elif x == 4520:
    print("branch", 4520)
elif x == 4521:
    print("branch", 4521)
elif x == 4522:
    print("branch", 4522)
elif x == 4523:
    print("branch", 4523)
elif x == 4524:
    print("branch", 4524)
elif x == 4525:
    print("branch", 4525)
elif x == 4526:
    print("branch", 4526)
elif x == 4527:
    print("branch", 4527)
elif x == 4528:
    print("branch", 4528)
elif x == 4529:
    print("branch", 4529)
elif x == 4530:
    print("branch", 4530)
elif x == 4531:
    print("branch", 4531)
elif x == 4532:
    print("branch", 4532)
elif x == 4533:
    print("branch", 4533)
elif x == 4534:
    print("branch", 4534)
elif x == 4535:
    print("branch", 4535)
elif x == 4536:
    print("branch", 4536)
elif x == 4537:
    print("branch", 4537)
elif x == 4538:
    print("branch", 4538)
elif x == 4539:
    print("branch", 4539)
elif x == 4540:
    print("branch", 4540)
elif x == 4541:
    print("branch", 4541)
elif x == 4542:
    print("branch", 4542)
elif x == 4543:
    print("branch", 4543)
elif x == 4544:
    print("branch", 4544)
elif x == 4545:
    print("branch", 4545)
elif x == 4546:
    print("branch", 4546)
elif x == 4547:
    print("branch", 4547)
elif x == 4548:
    print("branch", 4548)
elif x == 4549:
    print("branch", 4549)
elif x == 4550:
    print("branch", 4550)
elif x == 4551:
    print("branch", 4551)
elif x == 4552:
    print("branch", 4552)
elif x == 4553:
    print("branch", 4553)
elif x == 4554:
    print("branch", 4554)
elif x == 4555:
    print("branch", 4555)
elif x == 4556:
    print("branch", 4556)
elif x == 4557:
    print("branch", 4557)
elif x == 4558:
    print("branch", 4558)
elif x == 4559:
    print("branch", 4559)
elif x == 4560:
    print("branch", 4560)
elif x == 4561:
    print("branch", 4561)
elif x == 4562:
    print("branch", 4562)
elif x == 4563:
    print("branch", 4563)
elif x == 4564:
    print("branch", 4564)
elif x == 4565:
    print("branch", 4565)
elif x == 4566:
    print("branch", 4566)
elif x == 4567:
    print("branch", 4567)
elif x == 4568:
    print("branch", 4568)
elif x == 4569:
    print("branch", 4569)
elif x == 4570:
    print("branch", 4570)
elif x == 4571:
    print("branch", 4571)
elif x == 4572:
    print("branch", 4572)
elif x == 4573:
    print("branch", 4573)
elif x == 4574:
    print("branch", 4574)
elif x == 4575:
    print("branch", 4575)
elif x == 4576:
    print("branch", 4576)
elif x == 4577:
    print("branch", 4577)
elif x == 4578:
    print("branch", 4578)
elif x == 4579:
    print("branch", 4579)
elif x == 4580:
    print("branch", 4580)
elif x == 4581:
    print("branch", 4581)
elif x == 4582:
    print("branch", 4582)
elif x == 4583:
    print("branch", 4583)
elif x == 4584:
    print("branch", 4584)
elif x == 4585:
    print("branch", 4585)
elif x == 4586:
    print("branch", 4586)
elif x == 4587:
    print("branch", 4587)
elif x == 4588:
    print("branch", 4588)
elif x == 4589:
    print("branch", 4589)
elif x == 4590:
    print("branch", 4590)
elif x == 4591:
    print("branch", 4591)
elif x == 4592:
    print("branch", 4592)
elif x == 4593:
    print("branch", 4593)
elif x == 4594:
    print("branch", 4594)
elif x == 4595:
    print("branch", 4595)
elif x == 4596:
    print("branch", 4596)
elif x == 4597:
    print("branch", 4597)
elif x == 4598:
    print("branch", 4598)
elif x == 4599:
    print("branch", 4599)
elif x == 4600:
    print("branch", 4600)
elif x == 4601:
    print("branch", 4601)
elif x == 4602:
    print("branch", 4602)
elif x == 4603:
    print("branch", 4603)
elif x == 4604:
    print("branch", 4604)
elif x == 4605:
    print("branch", 4605)
elif x == 4606:
    print("branch", 4606)
elif x == 4607:
    print("branch", 4607)
elif x == 4608:
    print("branch", 4608)
elif x == 4609:
    print("branch", 4609)
elif x == 4610:
    print("branch", 4610)
elif x == 4611:
    print("branch", 4611)
elif x == 4612:
    print("branch", 4612)
elif x == 4613:
    print("branch", 4613)
elif x == 4614:
    print("branch", 4614)
elif x == 4615:
    print("branch", 4615)
elif x == 4616:
    print("branch", 4616)
elif x == 4617:
    print("branch", 4617)
elif x == 4618:
    print("branch", 4618)
elif x == 4619:
    print("branch", 4619)
elif x == 4620:
    print("branch", 4620)
elif x == 4621:
    print("branch", 4621)
elif x == 4622:
    print("branch", 4622)
elif x == 4623:
    print("branch", 4623)
elif x == 4624:
    print("branch", 4624)
elif x == 4625:
    print("branch", 4625)
elif x == 4626:
    print("branch", 4626)
elif x == 4627:
    print("branch", 4627)
elif x == 4628:
    print("branch", 4628)
elif x == 4629:
    print("branch", 4629)
elif x == 4630:
    print("branch", 4630)
elif x == 4631:
    print("branch", 4631)
elif x == 4632:
    print("branch", 4632)
elif x == 4633:
    print("branch", 4633)
elif x == 4634:
    print("branch", 4634)
elif x == 4635:
    print("branch", 4635)
elif x == 4636:
    print("branch", 4636)
elif x == 4637:
    print("branch", 4637)
elif x == 4638:
    print("branch", 4638)
elif x == 4639:
    print("branch", 4639)
elif x == 4640:
    print("branch", 4640)
elif x == 4641:
    print("branch", 4641)
elif x == 4642:
    print("branch", 4642)
elif x == 4643:
    print("branch", 4643)
elif x == 4644:
    print("branch", 4644)
elif x == 4645:
    print("branch", 4645)
elif x == 4646:
    print("branch", 4646)
elif x == 4647:
    print("branch", 4647)
elif x == 4648:
    print("branch", 4648)
elif x == 4649:
    print("branch", 4649)
elif x == 4650:
    print("branch", 4650)
elif x == 4651:
    print("branch", 4651)
elif x == 4652:
    print("branch", 4652)
elif x == 4653:
    print("branch", 4653)
elif x == 4654:
    print("branch", 4654)
elif x == 4655:
    print("branch", 4655)
elif x == 4656:
    print("branch", 4656)
elif x == 4657:
    print("branch", 4657)
elif x == 4658:
    print("branch", 4658)
elif x == 4659:
    print("branch", 4659)
elif x == 4660:
    print("branch", 4660)
elif x == 4661:
    print("branch", 4661)
elif x == 4662:
    print("branch", 4662)
elif x == 4663:
    print("branch", 4663)
elif x == 4664:
    print("branch", 4664)
elif x == 4665:
    print("branch", 4665)
elif x == 4666:
    print("branch", 4666)
elif x == 4667:
    print("branch", 4667)
elif x == 4668:
    print("branch", 4668)
elif x == 4669:
    print("branch", 4669)
elif x == 4670:
    print("branch", 4670)
elif x == 4671:
    print("branch", 4671)
elif x == 4672:
    print("branch", 4672)
elif x == 4673:
    print("branch", 4673)
elif x == 4674:
    print("branch", 4674)
elif x == 4675:
    print("branch", 4675)
elif x == 4676:
    print("branch", 4676)
elif x == 4677:
    print("branch", 4677)
elif x == 4678:
    print("branch", 4678)
elif x == 4679:
    print("branch", 4679)
elif x == 4680:
    print("branch", 4680)
elif x == 4681:
    print("branch", 4681)
elif x == 4682:
    print("branch", 4682)
elif x == 4683:
    print("branch", 4683)
elif x == 4684:
    print("branch", 4684)
elif x == 4685:
    print("branch", 4685)
elif x == 4686:
    print("branch", 4686)
elif x == 4687:
    print("branch", 4687)
elif x == 4688:
    print("branch", 4688)
elif x == 4689:
    print("branch", 4689)
elif x == 4690:
    print("branch", 4690)
elif x == 4691:
    print("branch", 4691)
elif x == 4692:
    print("branch", 4692)
elif x == 4693:
    print("branch", 4693)
elif x == 4694:
    print("branch", 4694)
elif x == 4695:
    print("branch", 4695)
elif x == 4696:
    print("branch", 4696)
elif x == 4697:
    print("branch", 4697)
elif x == 4698:
    print("branch", 4698)
elif x == 4699:
    print("branch", 4699)
elif x == 4700:
    print("branch", 4700)
elif x == 4701:
    print("branch", 4701)
elif x == 4702:
    print("branch", 4702)
elif x == 4703:
    print("branch", 4703)
elif x == 4704:
    print("branch", 4704)
elif x == 4705:
    print("branch", 4705)
elif x == 4706:
    print("branch", 4706)
elif x == 4707:
    print("branch", 4707)
elif x == 4708:
    print("branch", 4708)
elif x == 4709:
    print("branch", 4709)
elif x == 4710:
    print("branch", 4710)
elif x == 4711:
    print("branch", 4711)
elif x == 4712:
    print("branch", 4712)
elif x == 4713:
    print("branch", 4713)
elif x == 4714:
    print("branch", 4714)
elif x == 4715:
    print("branch", 4715)
elif x == 4716:
    print("branch", 4716)
elif x == 4717:
    print("branch", 4717)
elif x == 4718:
    print("branch", 4718)
elif x == 4719:
    print("branch", 4719)
elif x == 4720:
    print("branch", 4720)
elif x == 4721:
    print("branch", 4721)
elif x == 4722:
    print("branch", 4722)
elif x == 4723:
    print("branch", 4723)
elif x == 4724:
    print("branch", 4724)
elif x == 4725:
    print("branch", 4725)
elif x == 4726:
    print("branch", 4726)
elif x == 4727:
    print("branch", 4727)
elif x == 4728:
    print("branch", 4728)
elif x == 4729:
    print("branch", 4729)
elif x == 4730:
    print("branch", 4730)
elif x == 4731:
    print("branch", 4731)
elif x == 4732:
    print("branch", 4732)
elif x == 4733:
    print("branch", 4733)
elif x == 4734:
    print("branch", 4734)
elif x == 4735:
    print("branch", 4735)
elif x == 4736:
    print("branch", 4736)
elif x == 4737:
    print("branch", 4737)
elif x == 4738:
    print("branch", 4738)
elif x == 4739:
    print("branch", 4739)
elif x == 4740:
    print("branch", 4740)
elif x == 4741:
    print("branch", 4741)
elif x == 4742:
    print("branch", 4742)
elif x == 4743:
    print("branch", 4743)
elif x == 4744:
    print("branch", 4744)
elif x == 4745:
    print("branch", 4745)
elif x == 4746:
    print("branch", 4746)
elif x == 4747:
    print("branch", 4747)
elif x == 4748:
    print("branch", 4748)
elif x == 4749:
    print("branch", 4749)
elif x == 4750:
    print("branch", 4750)
elif x == 4751:
    print("branch", 4751)
elif x == 4752:
    print("branch", 4752)
elif x == 4753:
    print("branch", 4753)
elif x == 4754:
    print("branch", 4754)
elif x == 4755:
    print("branch", 4755)
elif x == 4756:
    print("branch", 4756)
elif x == 4757:
    print("branch", 4757)
elif x == 4758:
    print("branch", 4758)
elif x == 4759:
    print("branch", 4759)
elif x == 4760:
    print("branch", 4760)
elif x == 4761:
    print("branch", 4761)
elif x == 4762:
    print("branch", 4762)
elif x == 4763:
    print("branch", 4763)
elif x == 4764:
    print("branch", 4764)
elif x == 4765:
    print("branch", 4765)
elif x == 4766:
    print("branch", 4766)
elif x == 4767:
    print("branch", 4767)
elif x == 4768:
    print("branch", 4768)
elif x == 4769:
    print("branch", 4769)
elif x == 4770:
    print("branch", 4770)
elif x == 4771:
    print("branch", 4771)
elif x == 4772:
    print("branch", 4772)
elif x == 4773:
    print("branch", 4773)
elif x == 4774:
    print("branch", 4774)
elif x == 4775:
    print("branch", 4775)
elif x == 4776:
    print("branch", 4776)
elif x == 4777:
    print("branch", 4777)
elif x == 4778:
    print("branch", 4778)
elif x == 4779:
    print("branch", 4779)
elif x == 4780:
    print("branch", 4780)
elif x == 4781:
    print("branch", 4781)
elif x == 4782:
    print("branch", 4782)
elif x == 4783:
    print("branch", 4783)
elif x == 4784:
    print("branch", 4784)
elif x == 4785:
    print("branch", 4785)
elif x == 4786:
    print("branch", 4786)
elif x == 4787:
    print("branch", 4787)
elif x == 4788:
    print("branch", 4788)
elif x == 4789:
    print("branch", 4789)
elif x == 4790:
    print("branch", 4790)
elif x == 4791:
    print("branch", 4791)
elif x == 4792:
    print("branch", 4792)
elif x == 4793:
    print("branch", 4793)
elif x == 4794:
    print("branch", 4794)
elif x == 4795:
    print("branch", 4795)
elif x == 4796:
    print("branch", 4796)
elif x == 4797:
    print("branch", 4797)
elif x == 4798:
    print("branch", 4798)
elif x == 4799:
    print("branch", 4799)
elif x == 4800:
    print("branch", 4800)
elif x == 4801:
    print("branch", 4801)
elif x == 4802:
    print("branch", 4802)
elif x == 4803:
    print("branch", 4803)
elif x == 4804:
    print("branch", 4804)
elif x == 4805:
    print("branch", 4805)
elif x == 4806:
    print("branch", 4806)
elif x == 4807:
    print("branch", 4807)
elif x == 4808:
    print("branch", 4808)
elif x == 4809:
    print("branch", 4809)
elif x == 4810:
    print("branch", 4810)
elif x == 4811:
    print("branch", 4811)
elif x == 4812:
    print("branch", 4812)
elif x == 4813:
    print("branch", 4813)
elif x == 4814:
    print("branch", 4814)
elif x == 4815:
    print("branch", 4815)
elif x == 4816:
    print("branch", 4816)
elif x == 4817:
    print("branch", 4817)
elif x == 4818:
    print("branch", 4818)
elif x == 4819:
    print("branch", 4819)
elif x == 4820:
    print("branch", 4820)
elif x == 4821:
    print("branch", 4821)
elif x == 4822:
    print("branch", 4822)
elif x == 4823:
    print("branch", 4823)
elif x == 4824:
    print("branch", 4824)
elif x == 4825:
    print("branch", 4825)
elif x == 4826:
    print("branch", 4826)
elif x == 4827:
    print("branch", 4827)
elif x == 4828:
    print("branch", 4828)
elif x == 4829:
    print("branch", 4829)
elif x == 4830:
    print("branch", 4830)
elif x == 4831:
    print("branch", 4831)
elif x == 4832:
    print("branch", 4832)
elif x == 4833:
    print("branch", 4833)
elif x == 4834:
    print("branch", 4834)
elif x == 4835:
    print("branch", 4835)
elif x == 4836:
    print("branch", 4836)
elif x == 4837:
    print("branch", 4837)
elif x == 4838:
    print("branch", 4838)
elif x == 4839:
    print("branch", 4839)
elif x == 4840:
    print("branch", 4840)
elif x == 4841:
    print("branch", 4841)
elif x == 4842:
    print("branch", 4842)
elif x == 4843:
    print("branch", 4843)
elif x == 4844:
    print("branch", 4844)
elif x == 4845:
    print("branch", 4845)
elif x == 4846:
    print("branch", 4846)
elif x == 4847:
    print("branch", 4847)
elif x == 4848:
    print("branch", 4848)
elif x == 4849:
    print("branch", 4849)
elif x == 4850:
    print("branch", 4850)
elif x == 4851:
    print("branch", 4851)
elif x == 4852:
    print("branch", 4852)
elif x == 4853:
    print("branch", 4853)
elif x == 4854:
    print("branch", 4854)
elif x == 4855:
    print("branch", 4855)
elif x == 4856:
    print("branch", 4856)
elif x == 4857:
    print("branch", 4857)
elif x == 4858:
    print("branch", 4858)
elif x == 4859:
    print("branch", 4859)
elif x == 4860:
    print("branch", 4860)
elif x == 4861:
    print("branch", 4861)
elif x == 4862:
    print("branch", 4862)
elif x == 4863:
    print("branch", 4863)
elif x == 4864:
    print("branch", 4864)
elif x == 4865:
    print("branch", 4865)
elif x == 4866:
    print("branch", 4866)
elif x == 4867:
    print("branch", 4867)
elif x == 4868:
    print("branch", 4868)
elif x == 4869:
    print("branch", 4869)
elif x == 4870:
    print("branch", 4870)
elif x == 4871:
    print("branch", 4871)
elif x == 4872:
    print("branch", 4872)
elif x == 4873:
    print("branch", 4873)
elif x == 4874:
    print("branch", 4874)
elif x == 4875:
    print("branch", 4875)
elif x == 4876:
    print("branch", 4876)
elif x == 4877:
    print("branch", 4877)
elif x == 4878:
    print("branch", 4878)
elif x == 4879:
    print("branch", 4879)
elif x == 4880:
    print("branch", 4880)
elif x == 4881:
    print("branch", 4881)
elif x == 4882:
    print("branch", 4882)
elif x == 4883:
    print("branch", 4883)
elif x == 4884:
    print("branch", 4884)
elif x == 4885:
    print("branch", 4885)
elif x == 4886:
    print("branch", 4886)
elif x == 4887:
    print("branch", 4887)
elif x == 4888:
    print("branch", 4888)
elif x == 4889:
    print("branch", 4889)
elif x == 4890:
    print("branch", 4890)
elif x == 4891:
    print("branch", 4891)
elif x == 4892:
    print("branch", 4892)
elif x == 4893:
    print("branch", 4893)
elif x == 4894:
    print("branch", 4894)
elif x == 4895:
    print("branch", 4895)
elif x == 4896:
    print("branch", 4896)
elif x == 4897:
    print("branch", 4897)
elif x == 4898:
    print("branch", 4898)
elif x == 4899:
    print("branch", 4899)
elif x == 4900:
    print("branch", 4900)
elif x == 4901:
    print("branch", 4901)
elif x == 4902:
    print("branch", 4902)
elif x == 4903:
    print("branch", 4903)
elif x == 4904:
    print("branch", 4904)
elif x == 4905:
    print("branch", 4905)
elif x == 4906:
    print("branch", 4906)
elif x == 4907:
    print("branch", 4907)
elif x == 4908:
    print("branch", 4908)
elif x == 4909:
    print("branch", 4909)
elif x == 4910:
    print("branch", 4910)
elif x == 4911:
    print("branch", 4911)
elif x == 4912:
    print("branch", 4912)
elif x == 4913:
    print("branch", 4913)
elif x == 4914:
    print("branch", 4914)
elif x == 4915:
    print("branch", 4915)
elif x == 4916:
    print("branch", 4916)
elif x == 4917:
    print("branch", 4917)
elif x == 4918:
    print("branch", 4918)
elif x == 4919:
    print("branch", 4919)
elif x == 4920:
    print("branch", 4920)
elif x == 4921:
    print("branch", 4921)
elif x == 4922:
    print("branch", 4922)
elif x == 4923:
    print("branch", 4923)
elif x == 4924:
    print("branch", 4924)
elif x == 4925:
    print("branch", 4925)
elif x == 4926:
    print("branch", 4926)
elif x == 4927:
    print("branch", 4927)
elif x == 4928:
    print("branch", 4928)
elif x == 4929:
    print("branch", 4929)
elif x == 4930:
    print("branch", 4930)
elif x == 4931:
    print("branch", 4931)
elif x == 4932:
    print("branch", 4932)
elif x == 4933:
    print("branch", 4933)
elif x == 4934:
    print("branch", 4934)
elif x == 4935:
    print("branch", 4935)
elif x == 4936:
    print("branch", 4936)
elif x == 4937:
    print("branch", 4937)
elif x == 4938:
    print("branch", 4938)
elif x == 4939:
    print("branch", 4939)
elif x == 4940:
    print("branch", 4940)
elif x == 4941:
    print("branch", 4941)
elif x == 4942:
    print("branch", 4942)
elif x == 4943:
    print("branch", 4943)
elif x == 4944:
    print("branch", 4944)
elif x == 4945:
    print("branch", 4945)
elif x == 4946:
    print("branch", 4946)
elif x == 4947:
    print("branch", 4947)
elif x == 4948:
    print("branch", 4948)
elif x == 4949:
    print("branch", 4949)
elif x == 4950:
    print("branch", 4950)
elif x == 4951:
    print("branch", 4951)
elif x == 4952:
    print("branch", 4952)
elif x == 4953:
    print("branch", 4953)
elif x == 4954:
    print("branch", 4954)
elif x == 4955:
    print("branch", 4955)
elif x == 4956:
    print("branch", 4956)
elif x == 4957:
    print("branch", 4957)
elif x == 4958:
    print("branch", 4958)
elif x == 4959:
    print("branch", 4959)
elif x == 4960:
    print("branch", 4960)
elif x == 4961:
    print("branch", 4961)
elif x == 4962:
    print("branch", 4962)
elif x == 4963:
    print("branch", 4963)
elif x == 4964:
    print("branch", 4964)
elif x == 4965:
    print("branch", 4965)
elif x == 4966:
    print("branch", 4966)
elif x == 4967:
    print("branch", 4967)
elif x == 4968:
    print("branch", 4968)
elif x == 4969:
    print("branch", 4969)
elif x == 4970:
    print("branch", 4970)
elif x == 4971:
    print("branch", 4971)
elif x == 4972:
    print("branch", 4972)
elif x == 4973:
    print("branch", 4973)
elif x == 4974:
    print("branch", 4974)
elif x == 4975:
    print("branch", 4975)
elif x == 4976:
    print("branch", 4976)
elif x == 4977:
    print("branch", 4977)
elif x == 4978:
    print("branch", 4978)
elif x == 4979:
    print("branch", 4979)
elif x == 4980:
    print("branch", 4980)
elif x == 4981:
    print("branch", 4981)
elif x == 4982:
    print("branch", 4982)
elif x == 4983:
    print("branch", 4983)
elif x == 4984:
    print("branch", 4984)
elif x == 4985:
    print("branch", 4985)
elif x == 4986:
    print("branch", 4986)
elif x == 4987:
    print("branch", 4987)
elif x == 4988:
    print("branch", 4988)
elif x == 4989:
    print("branch", 4989)
elif x == 4990:
    print("branch", 4990)
elif x == 4991:
    print("branch", 4991)
elif x == 4992:
    print("branch", 4992)
elif x == 4993:
    print("branch", 4993)
elif x == 4994:
    print("branch", 4994)
elif x == 4995:
    print("branch", 4995)
elif x == 4996:
    print("branch", 4996)
elif x == 4997:
    print("branch", 4997)
elif x == 4998:
    print("branch", 4998)
elif x == 4999:
    print("branch", 4999)
